// Every /api/admin route (walked from the router itself) × every role: 403 where the role has no access, and a
// real answer where it has. The expectations are written here, apart from the server's rules, so a new route
// without a rule in this table fails, and a rule that opens too much fails too.
import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { REGISTRATION_COURSES, type StaffRole } from '../common/enums';
import { maskContactFields } from '../common/roles';
import { maskContactsForRole } from '../server/http/access';
import { createAdminRouter } from '../server/staff-api/index';
import { callRoute } from './helpers/call-route';
import { backends, createTestContext, type TestContext } from './helpers/context';
import { memberAgent, routesOf } from './helpers/roles';

type Member = 'admin' | 'counsellor' | 'counsellor_with_export' | 'editor';
const MEMBERS: [Member, StaffRole, boolean][] = [
  ['admin', 'admin', false],
  ['counsellor', 'counsellor', false],
  ['counsellor_with_export', 'counsellor', true],
  ['editor', 'editor', false],
];

const CONTENT = [
  'blog_posts',
  'achievers',
  'placements',
  'gallery_images',
  'gallery_videos',
  'media',
  'events',
  'site_settings',
];
const SUBMISSIONS = [
  'registration_forms',
  'contact_forms',
  'admission_applications',
  'prospectus_requests',
  'newsletter_subscriptions',
  'event_registrations',
];

/** Who may call a route, by the rules. */
function allowed(member: Member, path: string): boolean {
  const [, segment, rest] = path.split('/');
  if (segment === 'dashboard') return true;
  if (CONTENT.includes(segment)) return member === 'admin' || member === 'editor';
  if (SUBMISSIONS.includes(segment) && rest === 'export.csv')
    return member === 'admin' || member === 'counsellor_with_export';
  if (SUBMISSIONS.includes(segment)) return member !== 'editor';
  // The lead pipeline: counsellors and admins work applicants; the CSV needs the export grant as for submissions.
  if (segment === 'applicants' && rest === 'export.csv')
    return member === 'admin' || member === 'counsellor_with_export';
  if (segment === 'applicants' || segment === 'applicant_views') return member !== 'editor';
  // The lead reports (issue 33): admins, and counsellors for their own leads; no export grant (figures only).
  if (segment === 'reports') return member !== 'editor';
  if (segment === 'staff' || segment === 'audit_log' || segment === 'outbox') return member === 'admin';
  // The WhatsApp message templates counsellors send from: admins write them.
  if (segment === 'whatsapp_templates') return member === 'admin';
  // Personal-data requests and erasures (issue 20): admins only.
  if (segment === 'data_requests') return member === 'admin';
  throw new Error(`no rule in this test for /api/admin${path}: decide who may call it, here and in common/roles.ts`);
}

describe.each(backends)('route × role matrix on %s', (backend) => {
  let ctx: TestContext;
  let routes: [string, string][];
  const agents = {} as Record<Member, Awaited<ReturnType<typeof memberAgent>>['agent']>;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
    for (const [member, role, canExport] of MEMBERS)
      agents[member] = (await memberAgent(ctx, `${member}@example.com`, role, canExport)).agent;
    routes = routesOf(createAdminRouter({ db: ctx.db, config: ctx.config, logger: pino({ level: 'silent' }) }));
    // Migrating a fresh PGlite and hashing four passwords takes a while on a busy machine.
  }, 180_000);
  afterAll(async () => {
    await ctx.close();
  });

  const call = (member: Member, method: string, path: string) => {
    const agent = agents[member];
    // id 999999 exists nowhere: an allowed write answers 404 and the fixtures stay as they are for the next call.
    // A mounted router's root is walked as "/staff/"; its address is "/staff" (a trailing slash is refused).
    const url = `/api/admin${path.replace(/:id\b/g, '999999').replace(/(.)\/$/, '$1')}`;
    return callRoute(agent, method, url);
  };

  it('walks the staff and audit routes with the others', () => {
    const paths = routes.map(([method, path]) => `${method} ${path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'GET /dashboard',
        'POST /media/',
        'GET /staff/',
        'POST /staff/:id/password_link',
        'GET /audit_log',
        'GET /outbox/',
        'POST /outbox/:id/retry',
        'GET /audit_log/export.csv',
        'GET /registration_forms/export.csv',
        'GET /applicants/',
        'GET /applicants/export.csv',
        'POST /applicants/bulk',
        'GET /applicants/bulk/preview',
        'GET /applicants/bulk/changes',
        'POST /applicants/bulk/:id/undo',
        'PUT /applicants/:id',
        'POST /applicants/:id/merge',
        'GET /applicants/likely-duplicates',
        'POST /applicants/likely-duplicates/dismissals',
        'POST /applicants/:id/split',
        'PUT /applicants/:id/notes/:noteId',
        'GET /applicant_views/',
        'GET /reports/funnel',
        'GET /reports/counsellors.csv',
      ]),
    );
  });

  it.each(MEMBERS.map(([member]) => member))(
    'answers every route as expected for %s',
    async (member) => {
      const seen: string[] = [];
      for (const [method, path] of routes) {
        const res = await call(member, method, path);
        const expected = allowed(member, path);
        const outcome = expected
          ? res.status === 403 || res.status === 401 || res.status >= 500
            ? 'refused'
            : 'ok'
          : res.status;
        seen.push(`${method} ${path} → ${outcome}`);
        expect(`${method} ${path} → ${outcome}`).toBe(`${method} ${path} → ${expected ? 'ok' : 403}`);
        // A list read the role may make is a plain 200, not merely "not refused".
        if (expected && method === 'GET' && !path.includes(':id')) expect([path, res.status]).toEqual([path, 200]);
        if (!expected) expect(res.body).toEqual({ error: expect.any(String) });
      }
      expect(seen.length).toBe(routes.length);
    },
    180_000,
  );

  it('refuses a path no rule names, even to an admin', async () => {
    const res = await agents.admin.get('/api/admin/not_a_declared_area');
    expect(res.status).toBe(403);
  });

  it('masks applicants in the dashboard for an editor, not for a counsellor', async () => {
    await ctx.db.knex('registration_forms').insert({
      full_name: 'Riya Sharma',
      email: 'riya@example.com',
      phone: '9876543210',
      course: REGISTRATION_COURSES[0],
    });
    const editor = await agents.editor.get('/api/admin/dashboard');
    const counsellor = await agents.counsellor.get('/api/admin/dashboard');
    expect(JSON.stringify(editor.body)).not.toContain('Riya');
    expect(editor.body.recent).toContainEqual(expect.objectContaining({ type: 'registration', title: 'R. S.' }));
    expect(counsellor.body.recent).toContainEqual(expect.objectContaining({ title: 'Riya Sharma' }));
  });
});

describe('contact details masked for roles without personal-data access', () => {
  it('masks e-mail and phone values at any depth and leaves the rest', () => {
    const answer = {
      email: 'riya.sharma@example.com',
      phone: '+91 98765 43210',
      rows: [{ staff_email: 'desk@skyline.in', title: 'Cabin crew day', name: 'Riya' }],
    };
    expect(maskContactFields(answer)).toEqual({
      email: 'r•••@e•••.com',
      phone: '+•• ••••• •••10',
      rows: [{ staff_email: 'd•••@s•••.in', title: 'Cabin crew day', name: 'Riya' }],
    });
  });

  it('applies to an editor and not to a counsellor (middleware on any route)', async () => {
    const answerAs = async (role: StaffRole) => {
      const app = express();
      app.use((_req, res, next) => {
        res.locals.staff = { id: 1, email: 'x@example.com', role, can_export: false };
        next();
      });
      app.get('/', maskContactsForRole, (_req, res) => {
        res.json({ email: 'riya@example.com', phone: '9876543210' });
      });
      return (await request(app).get('/')).body;
    };
    expect(await answerAs('editor')).toEqual({ email: 'r•••@e•••.com', phone: '••••••••10' });
    expect(await answerAs('counsellor')).toEqual({ email: 'riya@example.com', phone: '9876543210' });
  });
});
