// Bookmarks live in the browser's storage; the server renders every page with none. Hydration compares the two
// snapshots: when nothing is stored they must be the very same object, or React renders the whole blog list or
// article a second time, synchronously, right after hydrating it (which is what it did before).
import { NO_BOOKMARKS, readBookmarks } from '../public-site/pages/blogs/bookmarks';

const stored = new Map<string, string>();
const globals = globalThis as unknown as { window?: unknown };

beforeAll(() => {
  globals.window = {
    localStorage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
    },
  };
});
afterAll(() => {
  delete globals.window;
});
beforeEach(() => stored.clear());

describe('bookmarks snapshot', () => {
  it('is the server snapshot itself when nothing is stored', () => {
    expect(readBookmarks()).toBe(NO_BOOKMARKS);
    expect(NO_BOOKMARKS.size).toBe(0);
  });

  it('reads stored ids, keeps the same set while the storage is unchanged, and a new one after a change', () => {
    stored.set('blog-bookmarks', '[3, 7, "x", 2.5]');
    const first = readBookmarks();
    expect([...first]).toEqual([3, 7]);
    expect(readBookmarks()).toBe(first);
    stored.set('blog-bookmarks', '[3]');
    const second = readBookmarks();
    expect([...second]).toEqual([3]);
    expect(second).not.toBe(first);
    stored.set('blog-bookmarks', '[]');
    expect(readBookmarks()).toBe(NO_BOOKMARKS);
    stored.delete('blog-bookmarks');
    expect(readBookmarks()).toBe(NO_BOOKMARKS);
  });

  it('reads broken storage as no bookmarks', () => {
    stored.set('blog-bookmarks', '{not json');
    expect(readBookmarks()).toBe(NO_BOOKMARKS);
  });
});
