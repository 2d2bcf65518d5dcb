// The owner choices of the staff panel's applicant screens: every active member (counsellors may read them, so
// the owner filter and pickers work for them), a deactivated member never, with the two lead flags.

import request from 'supertest';
import type { App } from '../server/app';
import type { Database } from '../server/db/index';
import { clockedApp } from './helpers/clocked-app';
import { backends, createTestDatabase } from './helpers/context';
import { ROLE_PASSWORD } from './helpers/roles';
import { addStaff, signedInAgent } from './helpers/staff';

describe.each(backends)('applicant owners on %s', (backend) => {
  let db: Database;
  let dropDatabase: () => Promise<void>;
  let app: App;

  beforeAll(async () => {
    ({ db, dropDatabase } = await createTestDatabase(backend));
    app = clockedApp(db).app;
    for (const [email, name, role, active] of [
      ['zoya@skyline.in', 'Zoya Das', 'counsellor', true],
      ['amit@skyline.in', '', 'admin', true],
      ['gone@skyline.in', 'Gone Member', 'counsellor', false],
      ['eddie@skyline.in', 'Eddie Editor', 'editor', true],
    ] as const) {
      const { id } = await addStaff({ db } as never, email, ROLE_PASSWORD);
      await db
        .knex('staff')
        .where({ id })
        .update({ name, role, active, takes_leads: email === 'zoya@skyline.in', away: email === 'amit@skyline.in' });
    }
  }, 180_000);
  afterAll(async () => {
    await db?.close();
    await dropDatabase?.();
  });

  it('lists the active members by name (a nameless one by e-mail) with their lead flags', async () => {
    const zoya = await signedInAgent(app, 'zoya@skyline.in', ROLE_PASSWORD);
    const response = await zoya.get('/api/admin/applicants/owners');
    expect(response.status).toBe(200);
    type Owner = { email: string; name: string; takes_leads: boolean; away: boolean };
    const byEmail: Record<string, Owner> = Object.fromEntries(
      (response.body as Owner[]).map((row) => [row.email, row]),
    );
    expect(byEmail['zoya@skyline.in']).toMatchObject({ name: 'Zoya Das', takes_leads: true, away: false });
    expect(byEmail['amit@skyline.in']).toMatchObject({ name: 'amit@skyline.in', takes_leads: false, away: true });
    expect(byEmail['gone@skyline.in']).toBeUndefined();
    expect(Object.keys(byEmail[`zoya@skyline.in`])).not.toContain('password_hash');
  });

  it('is refused to editors and to visitors without a session', async () => {
    const eddie = await signedInAgent(app, 'eddie@skyline.in', ROLE_PASSWORD);
    const refused = await eddie.get('/api/admin/applicants/owners');
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual(expect.any(String));
    const anonymous = await request(app).get('/api/admin/applicants/owners');
    expect(anonymous.status).toBe(401);
  });
});
