// Loads something the data provider offers beyond CRUD (dashboard, stats), with a retry; errors are kept, not hidden.
import { type DependencyList, useCallback, useEffect, useState } from 'react';

export type Loaded<T> = { data: T | undefined; error: Error | undefined; loading: boolean; retry: () => void };

/** `enabled: false` waits (still loading) until the caller has what the request needs. */
export function useLoad<T>(load: () => Promise<T>, deps: DependencyList, enabled = true): Loaded<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ data?: T; error?: Error; loading: boolean }>({ loading: true });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps decide when to load again
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    setState((previous) => ({ data: previous.data, loading: true }));
    load().then(
      (data) => current && setState({ data, loading: false }),
      (error: unknown) =>
        current && setState({ error: error instanceof Error ? error : new Error(String(error)), loading: false }),
    );
    return () => {
      current = false;
    };
  }, [...deps, attempt, enabled]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { data: state.data, error: state.error, loading: state.loading, retry };
}
