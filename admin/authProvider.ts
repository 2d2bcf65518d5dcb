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

export const authProvider: AuthProvider = {
  async login({ email, password }: { email: string; password: string }) {
    const response = await fetch('/api/auth/login', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (!response.ok) throw new Error(await readError(response, 'Login failed'));
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
