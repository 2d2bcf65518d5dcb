// The member's follow-ups due now or overdue (the menu's "Due now" badge): asked of the server every minute, when
// the window regains focus, and at once when this tab changes a follow-up (logs a call, adds or completes one).
import { useEffect, useState } from 'react';
import { applicantsApi } from './api';

const POLL_MS = 60_000;
const CHANGED = 'skyline:follow-ups-changed';

/** Tells the badge to ask again now (after this tab changed the member's follow-ups). */
export const followUpsChanged = () => window.dispatchEvent(new Event(CHANGED));

/** The count, or null until known (or while the member cannot see applicants: `enabled` false). */
export function useDueNow(enabled: boolean): number | null {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const ask = () => {
      if (document.visibilityState === 'hidden') return;
      applicantsApi.dueNow().then(
        (answer) => live && setCount(answer.count),
        // A failed poll keeps the last count; the next one tries again.
        () => undefined,
      );
    };
    ask();
    const timer = window.setInterval(ask, POLL_MS);
    window.addEventListener('focus', ask);
    window.addEventListener(CHANGED, ask);
    return () => {
      live = false;
      window.clearInterval(timer);
      window.removeEventListener('focus', ask);
      window.removeEventListener(CHANGED, ask);
    };
  }, [enabled]);
  return count;
}
