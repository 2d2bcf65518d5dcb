// Staff members of each role for API tests, and the routes of an Express router walked from its stack.

import type { StaffRole } from '../../common/enums';
import type { TestContext } from './context';
import { addStaff, signedInAgent } from './staff';

export const ROLE_PASSWORD = 'role-password-123';

/** Creates (or resets) a member with that role and export grant, and signs them in. */
export async function memberAgent(
  ctx: TestContext,
  email: string,
  role: StaffRole,
  canExport = false,
): Promise<{ id: number; agent: Awaited<ReturnType<typeof signedInAgent>> }> {
  const { id } = await addStaff(ctx, email, ROLE_PASSWORD);
  await ctx.db.knex('staff').where({ id }).update({ role, can_export: canExport, active: true });
  return { id, agent: await signedInAgent(ctx.app, email, ROLE_PASSWORD) };
}

type Layer = {
  rawPath?: string;
  route?: { path: string; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
};

/** Every [METHOD, path] of a router, nested routers included. */
export function routesOf(router: unknown, prefix = ''): [string, string][] {
  const found: [string, string][] = [];
  for (const layer of (router as { stack: Layer[] }).stack) {
    if (layer.route) {
      for (const method of Object.keys(layer.route.methods))
        found.push([method.toUpperCase(), prefix + layer.route.path]);
    } else if (layer.handle.stack) {
      const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
      found.push(...routesOf(layer.handle, prefix + mount));
    }
  }
  return found;
}

/** The lead tests' team: counsellors Asha and Bikram and admin Dipa (none taking leads), each signed in. */
export const LEAD_TEAM = [
  ['asha', 'Asha Roy', 'counsellor'],
  ['bikram', 'Bikram Sen', 'counsellor'],
  ['dipa', 'Dipa Admin', 'admin'],
] as const;
export type LeadMember = (typeof LEAD_TEAM)[number][0];

/** Adds the lead team to the database (`key@skyline.in`) and signs each in on `app`. */
export async function leadTeam(
  db: TestContext['db'],
  app: TestContext['app'],
): Promise<{ ids: Record<LeadMember, number>; agents: Record<LeadMember, Awaited<ReturnType<typeof signedInAgent>>> }> {
  const ids = {} as Record<LeadMember, number>;
  const agents = {} as Record<LeadMember, Awaited<ReturnType<typeof signedInAgent>>>;
  for (const [key, name, role] of LEAD_TEAM) {
    const { id } = await addStaff({ db } as TestContext, `${key}@skyline.in`, ROLE_PASSWORD);
    await db.knex('staff').where({ id }).update({ name, role, takes_leads: false });
    ids[key] = id;
    agents[key] = await signedInAgent(app, `${key}@skyline.in`, ROLE_PASSWORD);
  }
  return { ids, agents };
}
