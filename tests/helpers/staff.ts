// Staff sign-in for API tests: an account in the test database and a supertest agent holding its session cookie.

import request from 'supertest';
import type { App } from '../../server/app';
import { createOrResetStaff } from '../../server/staff/accounts';
import type { TestContext } from './context';

export const STAFF_EMAIL = 'staff@example.com';
export const STAFF_PASSWORD = 'correct-horse-battery';

export async function addStaff(ctx: TestContext, email = STAFF_EMAIL, password = STAFF_PASSWORD) {
  return createOrResetStaff(ctx.db.knex, email, password);
}

/** An agent signed in as the test staff member (the account must exist). */
export async function signedInAgent(app: App, email = STAFF_EMAIL, password = STAFF_PASSWORD) {
  const agent = request.agent(app);
  const res = await agent.post('/api/auth/login').send({ email, password });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return agent;
}

/** The `sid` cookie pair (name=value) from a response. */
export function sessionCookie(res: { headers: Record<string, unknown> }): string | undefined {
  const cookies = (res.headers['set-cookie'] as string[] | undefined) ?? [];
  return cookies.find((cookie) => cookie.startsWith('sid='))?.split(';')[0];
}
