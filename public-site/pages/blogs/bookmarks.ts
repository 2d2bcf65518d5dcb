// Bookmarks are kept only in this browser (localStorage); the server renders every post as not bookmarked.
import { useCallback, useSyncExternalStore } from 'react';

const STORAGE_KEY = 'blog-bookmarks';
const listeners = new Set<() => void>();
let cached: { raw: string | null; ids: ReadonlySet<number> } = { raw: null, ids: new Set() };
const EMPTY: ReadonlySet<number> = new Set();

function readBookmarks(): ReadonlySet<number> {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return EMPTY;
  }
  if (raw === cached.raw) return cached.ids;
  let ids: ReadonlySet<number> = EMPTY;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) ids = new Set(parsed.filter((id): id is number => Number.isInteger(id)));
  } catch {
    ids = EMPTY;
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
  const bookmarks = useSyncExternalStore(subscribe, readBookmarks, () => EMPTY);
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
