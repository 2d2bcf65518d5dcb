// Staff sessions over /api/auth: a cookie set by the server, checked with /api/auth/me.
import type { AuthProvider } from 'react-admin';

type StaffIdentity = { id: number; email: string };

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

/** Thrown by login when the password was right but a code (or enrolment) must follow; the sign-in page asks for it. */
export class SecondFactorRequired extends Error {
  constructor(readonly step: 'code' | 'enrol') {
    super(step === 'code' ? 'Enter the code from your authenticator app' : 'Set up two-factor sign-in to continue');
  }
}

type LoginParams = { email: string; password: string } | { code: string } | { enrolled: true };

async function postJson(path: string, body: unknown): Promise<Response> {
  return fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
}

export const authProvider: AuthProvider = {
  // Three ways in: the password (which may ask for a second step), a code after it, or a finished enrolment
  // (the enrolment screen has already signed the session in; this only lets react-admin move on).
  async login(params: LoginParams) {
    if ('enrolled' in params) {
      if (!(await currentStaff())) throw new Error('Please sign in again');
      return;
    }
    if ('code' in params) {
      const response = await postJson('/api/auth/login/second-factor', { code: params.code });
      if (!response.ok) throw new Error(await readError(response, 'Invalid code'));
      return;
    }
    const response = await postJson('/api/auth/login', { email: params.email, password: params.password });
    if (!response.ok) throw new Error(await readError(response, 'Login failed'));
    const body = (await response.json()) as { secondFactor?: 'code' | 'enrol' };
    if (body.secondFactor) throw new SecondFactorRequired(body.secondFactor);
  },
  async logout() {
    // A failed logout changes nothing for staff: the sign-in screen shows either way.
    await fetch('/api/auth/logout', { method: 'POST', credentials: 'same-origin' }).catch(() => undefined);
  },
  async checkAuth() {
    const staff = await currentStaff().catch(() => null);
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
    return { id: staff.id, fullName: staff.email };
  },
};
