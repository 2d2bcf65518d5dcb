// Browser entry of the staff panel. A signed-out member gets the sign-in screen alone (a fraction of the panel's
// code, so it opens fast on a phone over a mobile network); the panel itself is fetched for signed-in members,
// and after signing in. Addresses are kept: signing in on /admin/applicants/7 opens that applicant.
import { type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Imported up front, so the page's HTML names its code and the browser fetches it beside this file; the panel
// (react-admin and every screen) comes only with a session.
import { SignInScreen } from './layout/SignInScreen';
import { hadSession } from './session';

const root = createRoot(document.getElementById('root') as HTMLElement);
const show = (screen: ReactNode) => root.render(<StrictMode>{screen}</StrictMode>);

/** Fetches the panel and shows it; `then` runs just before (the address changes only once the panel is here). */
async function openPanel(then?: () => void) {
  const { App } = await import('./App');
  then?.();
  show(<App />);
}

/** False only when the server says there is no session: on any other answer the panel's own check decides. */
async function signedIn(): Promise<boolean> {
  try {
    const response = await fetch('/api/auth/me', {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
    await response.body?.cancel();
    return response.status !== 401;
  } catch {
    return true;
  }
}

/** Where the panel lives, and react-router's history state, in which react-admin keeps where a member was going. */
const BASE = '/admin';
type RouterState = { usr?: { nextPathname?: string; nextSearch?: string } } | null;

/** As react-admin does: the sign-in screen at /admin/login, remembering the address the member opened. */
function showSignInAddress() {
  const path = location.pathname.slice(BASE.length) || '/';
  if (/^\/login\/?$/.test(path)) return;
  const usr = { nextPathname: path, nextSearch: location.search };
  history.replaceState({ usr, key: 'default', idx: 0 }, '', `${BASE}/login`);
}

/** After signing in: the address the member was going to (or signed out from), else the dashboard. */
function goWhereTheMemberWasGoing() {
  const usr = (history.state as RouterState)?.usr;
  const next = usr?.nextPathname?.startsWith('/') && !/^\/login\/?$/.test(usr.nextPathname) ? usr.nextPathname : '/';
  // As react-router writes the panel's root under its basename: /admin.
  history.replaceState(null, '', next === '/' ? BASE : `${BASE}${next}${usr?.nextSearch ?? ''}`);
}

async function start() {
  // A one-time link's page is the panel's (it needs no session).
  if (location.pathname.startsWith(`${BASE}/set-password`)) return openPanel();
  const signInScreen = () => {
    showSignInAddress();
    show(<SignInScreen onSignedIn={() => void openPanel(goWhereTheMemberWasGoing)} />);
  };
  // A browser that had no session shows the form at once (no round trip first); the server's answer still
  // decides, and opens the panel if a session exists after all.
  if (!hadSession()) {
    signInScreen();
    if (await signedIn()) void openPanel(goWhereTheMemberWasGoing);
    return;
  }
  if (await signedIn()) return openPanel();
  signInScreen();
}

void start();
