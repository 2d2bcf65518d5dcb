// Published content changes rarely and is read on every page view, so rendered pages and public reads are kept in
// memory — but only while the database's content version (migrations/20261123000100_content_version.ts) is the
// one they were made from, so an edit saved through any replica is served fresh by every replica.
// Knowing the version: each server LISTENs for the notification every change sends at commit
// (migrations/20261123000300_content_version_notify.ts) and asks for the version only after one arrives; while
// that listener is down every use asks (one tiny query, shared by requests that arrive together). On PGlite the
// database is this process's alone (DATA_DIR is locked), so every change commits here and its notification arrives
// before the write's own answer is sent: the version is asked once per change, never per request.
// Some content changes by the clock, with no write and so no new version (a scheduled post going live): the same
// query asks the database for the next such instant (next_content_change), and nothing cached — neither an answer
// nor the version — is used from that instant on, on every replica alike.
import type { Database } from '../db/index';

/** Cached answers are also refreshed after this long, so view counts (which do not move the version) stay current. */
export const CONTENT_CACHE_TTL_MS = 10_000;
/** Bounded, so many distinct addresses (query strings, unknown blog ids) cannot grow the memory without limit. */
export const CONTENT_CACHE_MAX_ENTRIES = 500;

/** `settled`: the answer once it has arrived (what `peek` hands out without waiting). */
type Entry = { version: number; expires: number; value: Promise<unknown>; settled?: { value: unknown } };
/** The version, and the next instant content changes by the clock (Infinity: none is scheduled). */
type VersionState = { version: number; until: number };

export type ContentCache = {
  /**
   * `compute()`'s answer for `key`, made again when the content version moved, the entry is older than the TTL,
   * or the database cannot tell the version. A rejected answer, or one `keep` refuses, is not kept.
   */
  read<T>(key: string, compute: () => Promise<T>, keep?: (value: T) => boolean): Promise<T>;
  /**
   * The answer `read` would give for `key` at once, without asking anything: only when the version is known (the
   * listener is up and nothing changed since it was asked), the entry is of that version, within its TTL and
   * settled. Otherwise undefined, and the caller goes through `read`.
   */
  peek(key: string): { value: unknown } | undefined;
  /** Content was just changed through this server: ask the database again rather than wait for the notification. */
  forgetVersion(): void;
  /** Whether changes arrive by notification now (PostgreSQL with its listener up) rather than by asking each time. */
  listening(): boolean;
  clear(): void;
};

export function createContentCache(
  db: Database,
  {
    ttlMs = CONTENT_CACHE_TTL_MS,
    maxEntries = CONTENT_CACHE_MAX_ENTRIES,
    clock = Date.now,
  }: { ttlMs?: number; maxEntries?: number; clock?: () => number } = {},
): ContentCache {
  const entries = new Map<string, Entry>();
  let inFlight: Promise<VersionState | undefined> | undefined;
  // The version as the database last said, kept only while the listener is listening and no notification has
  // come since the question was asked; `changes` counts notifications (and listener starts and stops) to tell.
  let known: VersionState | undefined;
  let listening = false;
  let changes = 0;
  const forgetVersion = () => {
    changes += 1;
    known = undefined;
    // A question already on its way may have been answered before the change: later requests ask anew.
    inFlight = undefined;
  };
  db.listen?.('content_version', {
    notified: forgetVersion,
    listening: (on) => {
      listening = on;
      forgetVersion();
    },
  });

  // Requests arriving while a version query runs share it; each waits at most for a query that had already started.
  const currentVersion = (now: number): Promise<VersionState | undefined> => {
    if (known !== undefined && now < known.until) return Promise.resolve(known);
    if (inFlight) return inFlight;
    const asked = changes;
    const query: Promise<VersionState | undefined> = db
      .knex('content_version')
      .where({ id: 1 })
      .first('version', db.knex.raw('next_content_change(?) AS next', [new Date(now)]))
      .then(
        (row: { version: number; next: Date | string | null } | undefined) =>
          row ? { version: Number(row.version), until: row.next ? new Date(row.next).getTime() : Infinity } : undefined,
        () => undefined,
      )
      .then((version) => {
        if (listening && asked === changes) known = version;
        return version;
      })
      .finally(() => {
        if (inFlight === query) inFlight = undefined;
      });
    inFlight = query;
    return query;
  };

  const forget = (key: string, entry: Entry) => {
    if (entries.get(key) === entry) entries.delete(key);
  };

  return {
    async read<T>(key: string, compute: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<T> {
      const state = await currentVersion(clock());
      if (state === undefined) return compute();
      const { version } = state;
      const now = clock();
      const hit = entries.get(key);
      if (hit && hit.version === version && hit.expires > now) {
        // Most recently used last, so the oldest is the first one evicted.
        entries.delete(key);
        entries.set(key, hit);
        return hit.value as Promise<T>;
      }
      const value = compute();
      const entry: Entry = { version, expires: Math.min(now + ttlMs, state.until), value };
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      value.then(
        (result) => {
          if (!keep(result)) forget(key, entry);
          else entry.settled = { value: result };
        },
        () => forget(key, entry),
      );
      return value;
    },
    peek(key: string) {
      const now = clock();
      if (known === undefined || now >= known.until) return undefined;
      const hit = entries.get(key);
      if (!hit?.settled || hit.version !== known.version || hit.expires <= now) return undefined;
      entries.delete(key);
      entries.set(key, hit);
      return hit.settled;
    },
    forgetVersion,
    listening: () => listening,
    clear: () => entries.clear(),
  };
}
