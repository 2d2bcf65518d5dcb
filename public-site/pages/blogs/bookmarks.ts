// Bookmarks are kept only in this browser (localStorage); the server renders every post as not bookmarked.
import { useCallback, useSyncExternalStore } from 'react';

const STORAGE_KEY = 'blog-bookmarks';
const listeners = new Set<() => void>();
/** What the server renders with (it cannot see the browser's storage). */
export const NO_BOOKMARKS: ReadonlySet<number> = new Set();
// No bookmarks reads as the very set the server rendered with, so hydrating a page finds nothing changed and
// does not render the whole list again.
let cached: { raw: string | null; ids: ReadonlySet<number> } = { raw: null, ids: NO_BOOKMARKS };

/** The bookmarks kept in this browser: the same set object for as long as the stored value is unchanged. */
export function readBookmarks(): ReadonlySet<number> {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return NO_BOOKMARKS;
  }
  if (raw === cached.raw) return cached.ids;
  let ids: ReadonlySet<number> = NO_BOOKMARKS;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    const found = Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
    // None at all reads as the server's own set, whatever the storage holds.
    if (found.length) ids = new Set(found);
  } catch {
    ids = NO_BOOKMARKS;
  }
  cached = { raw, ids };
  return ids;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changing the bookmarks updates this one too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function useBookmarks() {
  const bookmarks = useSyncExternalStore(subscribe, readBookmarks, () => NO_BOOKMARKS);
  const toggleBookmark = useCallback((id: number) => {
    const next = new Set(readBookmarks());
    if (next.has(id)) next.delete(id);
    else next.add(id);
    try {
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify([...next]));
    } catch {
      // Private mode or full storage: the bookmark simply is not kept.
    }
    for (const listener of listeners) listener();
  }, []);
  return { bookmarks, toggleBookmark };
}
