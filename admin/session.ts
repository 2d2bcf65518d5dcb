// Staff sessions over /api/auth: a cookie set by the server, checked with /api/auth/me, which also says the
// member's role. All but the access rules, so the sign-in screen (admin/layout/SignInScreen.tsx) gets it without
// common/roles.ts (which reads every form's declaration, and so zod): those are in authProvider.ts.
import type { AuthProvider } from 'react-admin';
import type { StaffRole } from '../common/enums';

type StaffIdentity = { id: number; email: string; name: string; role: StaffRole; can_export: boolean };

async function readError(response: Response, fallback: string): Promise<string> {
  try {
    const body = (await response.json()) as { error?: unknown };
    return typeof body.error === 'string' && body.error ? body.error : fallback;
  } catch {
    return fallback;
  }
}

async function currentStaff(): Promise<StaffIdentity | null> {
  const response = await fetch('/api/auth/me', { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  if (response.status === 401) return null;
  if (!response.ok) throw new Error(await readError(response, 'Could not check the session'));
  return (await response.json()) as StaffIdentity;
}

/**
 * Whether this browser had a session at the last answer: a hint, not a credential (the server decides every
 * request), read by admin/main.tsx to show the sign-in screen without waiting for /api/auth/me when it had none.
 */
const SIGNED_IN_HINT = 'skyline.staff.signedIn';
export const hadSession = (): boolean => {
  try {
    return localStorage.getItem(SIGNED_IN_HINT) === '1';
  } catch {
    return true;
  }
};
function rememberSession(signedIn: boolean) {
  try {
    if (signedIn) localStorage.setItem(SIGNED_IN_HINT, '1');
    else localStorage.removeItem(SIGNED_IN_HINT);
  } catch {
    // Storage refused (private mode): main.tsx then always asks the server first.
  }
}

// The last /api/auth/me answer: refreshed at every checkAuth (each page change), so a role change shows soon.
let known: Promise<StaffIdentity | null> | undefined;
const refreshStaff = () => {
  known = currentStaff()
    .then((staff) => {
      rememberSession(staff !== null);
      return staff;
    })
    .catch(() => null);
  return known;
};
export const staffNow = () => known ?? refreshStaff();

/** Thrown by login when the password was right but a code (or enrolment) must follow; the sign-in page asks for it. */
export class SecondFactorRequired extends Error {
  constructor(readonly step: 'code' | 'enrol') {
    super(step === 'code' ? 'Enter the code from your authenticator app' : 'Set up two-factor sign-in to continue');
  }
}

export type LoginParams = { email: string; password: string } | { code: string } | { enrolled: true };

async function postJson(path: string, body: unknown): Promise<Response> {
  return fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
}

export const sessionAuth: Pick<
  AuthProvider,
  'login' | 'logout' | 'checkAuth' | 'checkError' | 'getIdentity' | 'getPermissions'
> = {
  // Three ways in: the password (which may ask for a second step), a code after it, or a finished enrolment
  // (the enrolment screen has already signed the session in; this only lets react-admin move on).
  async login(params: LoginParams) {
    if ('enrolled' in params) {
      if (!(await refreshStaff())) throw new Error('Please sign in again');
      return;
    }
    if ('code' in params) {
      const response = await postJson('/api/auth/login/second-factor', { code: params.code });
      if (!response.ok) throw new Error(await readError(response, 'Invalid code'));
      await refreshStaff();
      return;
    }
    const response = await postJson('/api/auth/login', { email: params.email, password: params.password });
    if (!response.ok) throw new Error(await readError(response, 'Login failed'));
    const body = (await response.json()) as { secondFactor?: 'code' | 'enrol' };
    if (body.secondFactor) throw new SecondFactorRequired(body.secondFactor);
    await refreshStaff();
  },
  async logout() {
    known = undefined;
    rememberSession(false);
    // A failed logout changes nothing for staff: the sign-in screen shows either way.
    await fetch('/api/auth/logout', { method: 'POST', credentials: 'same-origin' }).catch(() => undefined);
  },
  async checkAuth() {
    const staff = await refreshStaff();
    // No message: the sign-in screen itself says what to do, without a "please log in" toast.
    if (!staff) throw { message: false };
  },
  async checkError(error: { status?: number }) {
    // An expired session: react-admin logs out and returns here after sign-in, to the page staff were on.
    if (error?.status === 401) throw { message: 'Your session has ended. Please sign in again.' };
  },
  async getIdentity() {
    const staff = await currentStaff();
    if (!staff) throw new Error('Not signed in');
    return { id: staff.id, fullName: staff.name || staff.email };
  },
  async getPermissions() {
    const staff = await staffNow();
    return staff ? { role: staff.role, can_export: staff.can_export } : null;
  },
};
