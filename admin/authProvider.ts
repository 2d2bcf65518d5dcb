// The panel's auth provider: the session (admin/session.ts) and permissions that mirror the server's rules
// (common/roles.ts), which refuse anything else anyway.
import type { AuthProvider } from 'react-admin';
import { canReach, RESOURCE_AREAS, type StaffAccess } from '../common/roles';
import { sessionAuth, staffNow } from './session';

/** Whether the member may open a screen (action 'export': its CSV export). */
export function mayAccess(staff: StaffAccess | null | undefined, resource: string, action = 'list'): boolean {
  if (!staff) return false;
  const area = Object.hasOwn(RESOURCE_AREAS, resource) ? RESOURCE_AREAS[resource] : undefined;
  if (!area) return false;
  return canReach(staff, action === 'export' && area === 'submissions' ? 'export' : area);
}

export const authProvider: AuthProvider = {
  ...sessionAuth,
  async canAccess({ resource, action }) {
    const staff = await staffNow();
    // Signed out, the sign-in check decides (and sends staff back here after signing in); an answer of "no"
    // now would be remembered by react-admin and show Access Denied to the member who then signs in.
    if (!staff) return true;
    return mayAccess(staff, resource, action);
  },
};
