// The audit log: append-only in the database itself, and an entry for every sign-in, staff write, delete, export,
// role change and staff change, with who, when, from where and before/after; never a password or a token.
import request from 'supertest';
import { REGISTRATION_COURSES } from '../common/enums';
import { backends, createTestContext, type TestContext } from './helpers/context';
import { memberAgent, ROLE_PASSWORD } from './helpers/roles';

const achiever = {
  name: 'Ankit Roy',
  image: 'https://example.com/a.jpg',
  company_name: 'IndiGo',
  position: 'Cabin Crew',
};

describe.each(backends)('audit log on %s', (backend) => {
  let ctx: TestContext;
  let admin: Awaited<ReturnType<typeof memberAgent>>;
  const entries = (where: Record<string, unknown>) => ctx.db.knex('audit_log').where(where).orderBy('id');
  beforeAll(async () => {
    ctx = await createTestContext(backend, { TRUST_PROXY: '1' });
    admin = await memberAgent(ctx, 'head@example.com', 'admin');
  }, 180_000);
  afterAll(async () => {
    await ctx.close();
  });

  it('refuses UPDATE, DELETE and TRUNCATE in the database, whoever asks', async () => {
    const [{ id }] = await ctx.db
      .knex('audit_log')
      .insert({ action: 'create', staff_email: 'x@example.com' })
      .returning('id');
    await expect(ctx.db.knex('audit_log').where({ id }).update({ action: 'delete' })).rejects.toThrow(/append-only/);
    await expect(ctx.db.knex('audit_log').where({ id }).delete()).rejects.toThrow(/append-only/);
    await expect(ctx.db.knex.raw('TRUNCATE audit_log')).rejects.toThrow(/append-only/);
    expect((await entries({ id }))[0].action).toBe('create');
  });

  it('records sign-in success and failure with the address, and no password', async () => {
    const failed = await request(ctx.app)
      .post('/api/auth/login')
      .set('X-Forwarded-For', '203.0.113.7')
      .send({ email: 'head@example.com', password: 'wrong-password-typed' });
    expect(failed.status).toBe(401);
    await request(ctx.app)
      .post('/api/auth/login')
      .set('X-Forwarded-For', '203.0.113.8')
      .send({ email: 'head@example.com', password: ROLE_PASSWORD })
      .expect(200);
    const [failure] = await entries({ action: 'sign_in_failed' });
    expect(failure).toMatchObject({
      staff_email: 'head@example.com',
      staff_id: null,
      address: '203.0.113.7',
      resource: 'auth',
    });
    const signIns = await entries({ action: 'sign_in', address: '203.0.113.8' });
    expect(signIns[0]).toMatchObject({ staff_email: 'head@example.com', staff_id: admin.id });
    const everything = JSON.stringify(await ctx.db.knex('audit_log').select('*'));
    expect(everything).not.toContain('wrong-password-typed');
    expect(everything).not.toContain(ROLE_PASSWORD);
  });

  it('writes only an IP address as the address: a forged forwarded header leaves it empty (issue 36)', async () => {
    const forged = ['evil<script>alert(1)</script>', '1.2.3.4, not an address', '999.1.1.1', 'fe80::1%<b>x</b>'];
    for (const header of forged) {
      const res = await request(ctx.app)
        .post('/api/auth/login')
        .set('X-Forwarded-For', header)
        .send({ email: `forged.${forged.indexOf(header)}@example.com`, password: 'wrong-password-typed' });
      expect(res.status).toBe(401);
      const [entry] = await entries({
        action: 'sign_in_failed',
        staff_email: `forged.${forged.indexOf(header)}@example.com`,
      });
      expect([header, entry.address]).toEqual([header, '']);
    }
    await request(ctx.app)
      .post('/api/auth/login')
      .set('X-Forwarded-For', '2001:db8::7')
      .send({ email: 'forged.v6@example.com', password: 'wrong-password-typed' });
    expect((await entries({ staff_email: 'forged.v6@example.com' }))[0].address).toBe('2001:db8::7');
  });

  it('records a create, an edit with before/after of the changed fields, and a delete', async () => {
    const created = await admin.agent.post('/api/admin/achievers').send(achiever).expect(201);
    await admin.agent
      .put(`/api/admin/achievers/${created.body.id}`)
      .send({ ...created.body, company_name: 'Air India' })
      .expect(200);
    await admin.agent.delete(`/api/admin/achievers/${created.body.id}`).expect(200);
    const [create, update, remove] = await entries({ resource: 'achievers', record_id: String(created.body.id) });
    expect(create).toMatchObject({ action: 'create', staff_email: 'head@example.com', staff_id: admin.id });
    expect(create.details.after.name).toBe('Ankit Roy');
    expect(update.action).toBe('update');
    expect(update.details).toEqual({ before: { company_name: 'IndiGo' }, after: { company_name: 'Air India' } });
    expect(remove.action).toBe('delete');
    expect(remove.details.before.company_name).toBe('Air India');
    expect(new Date(remove.created_at).getTime()).toBeGreaterThan(Date.now() - 120_000);
  });

  it('a refused write leaves no entry; a deleted submission’s contents stay out of the log', async () => {
    const before = (await ctx.db.knex('audit_log').count({ n: '*' }).first())?.n;
    await admin.agent.post('/api/admin/achievers').send({ name: '' }).expect(400);
    expect((await ctx.db.knex('audit_log').count({ n: '*' }).first())?.n).toBe(before);
    const [{ id }] = await ctx.db
      .knex('registration_forms')
      .insert({
        full_name: 'Meera Sen',
        email: 'meera@example.com',
        phone: '9876500000',
        course: REGISTRATION_COURSES[0],
      })
      .returning('id');
    await admin.agent.delete(`/api/admin/registration_forms/${id}`).expect(200);
    const [entry] = await entries({ resource: 'registration_forms', action: 'delete' });
    expect(entry.record_id).toBe(String(id));
    expect(JSON.stringify(entry)).not.toContain('meera');
  });

  it('records an export with the filter used and the number of rows', async () => {
    await ctx.db.knex('contact_forms').insert([
      { name: 'A One', email: 'a1@example.com', phone: '9000000001', course: 'spam' },
      { name: 'B Two', email: 'b2@example.com', phone: '9000000002', course: 'sphm' },
    ]);
    const filter = { course: 'spam' };
    await admin.agent
      .get('/api/admin/contact_forms/export.csv')
      .query({ filter: JSON.stringify(filter) })
      .expect(200);
    const [entry] = await entries({ action: 'export', resource: 'contact_forms' });
    expect(entry.details).toEqual({ filter, rows: 1 });
  });

  it('records staff added, role changed, deactivated, reactivated and a password link, never the token', async () => {
    const added = await admin.agent
      .post('/api/admin/staff')
      .send({ name: 'Kiran Pal', email: 'kiran@example.com', role: 'counsellor' })
      .expect(201);
    const id = added.body.id;
    await admin.agent.put(`/api/admin/staff/${id}`).send({ role: 'editor' }).expect(200);
    await admin.agent.put(`/api/admin/staff/${id}`).send({ active: false }).expect(200);
    await admin.agent.put(`/api/admin/staff/${id}`).send({ active: true }).expect(200);
    const link = await admin.agent.post(`/api/admin/staff/${id}/password_link`).send({}).expect(201);
    const token = new URL(link.body.url, 'http://x').hash.replace('#token=', '');
    await request(ctx.app).post('/api/auth/password-link').send({ token, password: 'kiran-password-1' }).expect(204);

    const actions = (await entries({ resource: 'staff', record_id: String(id) })).map((entry) => entry.action);
    expect(actions).toEqual([
      'staff_add',
      'role_change',
      'staff_deactivate',
      'staff_reactivate',
      'password_link',
      'password_set',
    ]);
    const [roleChange] = await entries({ action: 'role_change', record_id: String(id) });
    expect(roleChange.details).toMatchObject({ before: { role: 'counsellor' }, after: { role: 'editor' } });
    const [setByMember] = await entries({ action: 'password_set', record_id: String(id) });
    expect([setByMember.staff_id, setByMember.staff_email]).toEqual([id, 'kiran@example.com']);
    const everything = JSON.stringify(await ctx.db.knex('audit_log').select('*'));
    expect(everything).not.toContain(token);
    expect(everything).not.toContain('kiran-password-1');
    expect(everything).not.toContain('argon2');
  });

  it('lets admins list, filter and export it as CSV; nobody may edit or delete it through the API', async () => {
    const list = await admin.agent
      .get('/api/admin/audit_log')
      .query({ filter: JSON.stringify({ action: 'role_change' }), sort: JSON.stringify(['created_at', 'DESC']) })
      .expect(200);
    expect(list.body.length).toBeGreaterThan(0);
    expect(list.body.every((entry: { action: string }) => entry.action === 'role_change')).toBe(true);
    expect(list.headers['content-range']).toMatch(/^audit_log 0-\d+\/\d+$/);
    const unfiltered = await admin.agent.get('/api/admin/audit_log').query({ range: '[0,0]' }).expect(200);
    const total = Number((unfiltered.headers['content-range'] as string).split('/')[1]);
    expect(total).toBe(Number((await ctx.db.knex('audit_log').count({ n: '*' }).first())?.n));
    expect((await admin.agent.get('/api/admin/audit_log').query({ filter: '{"action":"nonsense"}' })).status).toBe(400);

    const csv = await admin.agent
      .get('/api/admin/audit_log/export.csv')
      .query({ filter: JSON.stringify({ action: 'role_change' }) })
      .buffer(true)
      .parse((res, done) => {
        let text = '';
        res.on('data', (chunk: Buffer) => {
          text += chunk.toString('utf8');
        });
        res.on('end', () => done(null, text));
      })
      .expect(200);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="audit_log_\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (csv.body as string)
      .replace(/^\ufeff/, '')
      .trim()
      .split('\n');
    expect(lines[0].replaceAll('"', '')).toBe('Date (IST),Staff,Action,Resource,Record,Address,Details');
    expect(lines.length).toBe(2);
    expect(lines[1]).toContain('role_change');
    expect(lines[1]).toContain('editor');

    const [first] = list.body;
    expect((await admin.agent.put(`/api/admin/audit_log/${first.id}`).send({ action: 'x' })).status).toBe(405);
    expect((await admin.agent.delete(`/api/admin/audit_log/${first.id}`)).status).toBe(405);
    const counsellor = await memberAgent(ctx, 'c@example.com', 'counsellor', true);
    expect((await counsellor.agent.get('/api/admin/audit_log')).status).toBe(403);
    expect((await counsellor.agent.get('/api/admin/audit_log/export.csv')).status).toBe(403);
  });
});
