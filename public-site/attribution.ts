// Where a visit came from (UTM parameters, the referring site, the page it landed on), kept in this tab's
// sessionStorage (never a cookie, never sent to another site) and sent with each form post as `attribution`.
import { ATTRIBUTION_KEYS, type Attribution } from '../common/attribution';

const STORAGE_KEY = 'skyline.visit';
/** The server's limit per value (common/leads.ts). */
const MAX_LENGTH = 2000;

const UTM_KEYS = ATTRIBUTION_KEYS.filter((key) => key.startsWith('utm_'));

function read(): Attribution | undefined {
  try {
    const stored = sessionStorage.getItem(STORAGE_KEY);
    return stored ? (JSON.parse(stored) as Attribution) : undefined;
  } catch {
    // Storage off (some private modes) or a value not ours: the form is sent without attribution.
    return undefined;
  }
}

/**
 * Called once per page load: the first page of the visit is its landing page. A later arrival in the same tab
 * from a campaign link (UTM parameters) starts a new visit; moving between the site's own pages changes nothing.
 */
export function rememberVisit(location: Location = window.location, referrer = document.referrer): void {
  const params = new URLSearchParams(location.search);
  const fromCampaign = UTM_KEYS.some((key) => params.get(key));
  if (read() && !fromCampaign) return;
  const visit: Attribution = {};
  for (const key of UTM_KEYS) {
    const value = params.get(key);
    if (value) visit[key] = value.slice(0, MAX_LENGTH);
  }
  let external = '';
  try {
    external = referrer && new URL(referrer).origin !== location.origin ? referrer : '';
  } catch {
    external = '';
  }
  if (external) visit.referrer = external.slice(0, MAX_LENGTH);
  visit.landing_page = `${location.pathname}${location.search}`.slice(0, MAX_LENGTH);
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(visit));
  } catch {
    // Storage full or off: nothing to keep.
  }
}

/** The visit's attribution for a form post, or undefined when none was kept. */
export function visitAttribution(): Attribution | undefined {
  const visit = read();
  if (!visit || typeof visit !== 'object') return undefined;
  const kept = Object.fromEntries(
    ATTRIBUTION_KEYS.flatMap((key) => (typeof visit[key] === 'string' ? [[key, visit[key].slice(0, MAX_LENGTH)]] : [])),
  ) as Attribution;
  return Object.keys(kept).length ? kept : undefined;
}
