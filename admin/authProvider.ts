// Staff sessions over /api/auth: a cookie set by the server, checked with /api/auth/me, which also says the
// member's role; permissions mirror the server's rules (common/roles.ts), which refuse anything else anyway.
import type { AuthProvider } from 'react-admin';
import type { StaffRole } from '../common/enums';
import { canReach, RESOURCE_AREAS, type StaffAccess } from '../common/roles';

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

// The last /api/auth/me answer: refreshed at every checkAuth (each page change), so a role change shows soon.
let known: Promise<StaffIdentity | null> | undefined;
const refreshStaff = () => {
  known = currentStaff().catch(() => null);
  return known;
};
const staffNow = () => known ?? refreshStaff();

/** Whether the member may open a screen (action 'export': its CSV export). */
export function mayAccess(staff: StaffAccess | null | undefined, resource: string, action = 'list'): boolean {
  if (!staff) return false;
  const area = Object.hasOwn(RESOURCE_AREAS, resource) ? RESOURCE_AREAS[resource] : undefined;
  if (!area) return false;
  return canReach(staff, action === 'export' && area === 'submissions' ? 'export' : area);
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
    await refreshStaff();
  },
  async logout() {
    known = undefined;
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
  async canAccess({ resource, action }) {
    return mayAccess(await staffNow(), resource, action);
  },
};
