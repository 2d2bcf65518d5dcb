// Issue 36 item 3: a path spelt in another letter case, percent-encoded or with a trailing slash reaches no export
// or write route. Every export and write route (walked from the admin router) × upper, mixed and encoded spellings ×
// every role: never a success and nothing done, while the exact path still works for those it is meant for.
import pino from 'pino';
import { REGISTRATION_COURSES, type StaffRole } from '../common/enums';
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

/** Alternating case, starting upper: "eXpOrT.cSv" style, so no letter keeps its place by chance. */
function alternate(text: string): string {
  let letters = 0;
  return text.replace(/[a-z]/gi, (char) => (letters++ % 2 ? char.toLowerCase() : char.toUpperCase()));
}

/** The first letter of the last segment percent-encoded (`%65xport.csv`), and every dot encoded (`export%2Ecsv`). */
function encodedSpellings(path: string): string[] {
  const segments = path.split('/');
  const last = segments.length - 1;
  const spellings: string[] = [];
  const letter = segments[last].search(/[a-z]/i);
  if (letter >= 0) {
    const code = `%${segments[last].charCodeAt(letter).toString(16).toUpperCase()}`;
    const encoded = [...segments];
    encoded[last] = segments[last].slice(0, letter) + code + segments[last].slice(letter + 1);
    spellings.push(encoded.join('/'));
  }
  if (path.includes('.')) spellings.push(path.replaceAll('.', '%2E'), path.replaceAll('.', '%2e'));
  // The first segment (the area) encoded too.
  spellings.push(
    `/%${segments[1].charCodeAt(0).toString(16)}${segments[1].slice(1)}${path.slice(segments[1].length + 1)}`,
  );
  return spellings;
}

/** Every other spelling of a path: whole upper case, the last segment upper or mixed, encoded, a trailing slash. */
function otherSpellings(path: string): string[] {
  const segments = path.split('/');
  const last = segments.length - 1;
  const withLast = (value: string) => [...segments.slice(0, last), value].join('/');
  const spellings = [
    path.toUpperCase(),
    alternate(path),
    withLast(segments[last].toUpperCase()),
    withLast(segments[last].charAt(0).toUpperCase() + segments[last].slice(1)),
    ...encodedSpellings(path),
    `${path}/`,
  ];
  // Only spellings that differ from the path itself and have letters that changed (`:id` segments become 999999).
  return [...new Set(spellings)].filter((spelling) => spelling !== path);
}

describe.each(backends)('export and write routes in other spellings on %s', (backend) => {
  let ctx: TestContext;
  let routes: [string, string][];
  const agents = {} as Record<Member, Awaited<ReturnType<typeof memberAgent>>['agent']>;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
    for (const [member, role, canExport] of MEMBERS)
      agents[member] = (await memberAgent(ctx, `${member}@example.com`, role, canExport)).agent;
    routes = routesOf(createAdminRouter({ db: ctx.db, config: ctx.config, logger: pino({ level: 'silent' }) }))
      .filter(([method, path]) => method !== 'GET' || path.endsWith('.csv'))
      // Ids are filled in before spelling: 999999 exists nowhere, so an exact write answers 404 and changes nothing.
      .map(([method, path]) => [method, path.replace(/:\w+/g, '999999').replace(/\/$/, '') || '/']);
    await ctx.db.knex('registration_forms').insert({
      full_name: 'Riya Sharma',
      email: 'riya@example.com',
      phone: '9876543210',
      course: REGISTRATION_COURSES[0],
    });
  }, 180_000);
  afterAll(async () => {
    await ctx.close();
  });

  it('walks every CSV export and write route', () => {
    const paths = routes.map(([method, path]) => `${method} ${path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'GET /applicants/export.csv',
        'GET /registration_forms/export.csv',
        'GET /newsletter_subscriptions/export.csv',
        'GET /audit_log/export.csv',
        'POST /staff/999999/password_link',
        'PUT /blog_posts/999999',
        'POST /applicants/999999/merge',
      ]),
    );
    expect(routes.length).toBeGreaterThan(30);
  });

  it('refuses the export without the grant and serves it with the exact path to those who hold it', async () => {
    expect((await agents.counsellor.get('/api/admin/applicants/export.csv')).status).toBe(403);
    expect((await agents.counsellor.get('/api/admin/registration_forms/export.csv')).status).toBe(403);
    expect((await agents.counsellor_with_export.get('/api/admin/registration_forms/export.csv')).status).toBe(200);
    expect((await agents.admin.get('/api/admin/applicants/export.csv')).status).toBe(200);
  });

  it.each(MEMBERS.map(([member]) => member))(
    'reaches no export or write route by another spelling as %s',
    async (member) => {
      const exportsBefore = await ctx.db.knex('audit_log').where({ action: 'export' }).count({ n: '*' });
      const reached: string[] = [];
      for (const [method, path] of routes) {
        for (const spelling of otherSpellings(path)) {
          const res = await callRoute(agents[member], method, `/api/admin${spelling}`);
          // 400 (not an id), 403 (no area), 404 (no such route or record): never a success, never a crash, and
          // never a route's own checks of the body (a 400 naming fields, a 405) – those mean the route was reached.
          const refused = [400, 403, 404].includes(res.status) && !res.body.fields;
          if (!refused) reached.push(`${method} ${spelling} → ${res.status}`);
          else expect(res.body).toEqual({ error: expect.any(String) });
        }
      }
      expect(reached).toEqual([]);
      const exportsAfter = await ctx.db.knex('audit_log').where({ action: 'export' }).count({ n: '*' });
      expect(Number(exportsAfter[0].n)).toBe(Number(exportsBefore[0].n));
    },
    300_000,
  );

  it('spells the export routes every way the issue names', () => {
    expect(otherSpellings('/applicants/export.csv')).toEqual(
      expect.arrayContaining([
        '/APPLICANTS/EXPORT.CSV',
        '/ApPlIcAnTs/ExPoRt.CsV',
        '/applicants/EXPORT.CSV',
        '/applicants/Export.csv',
        '/applicants/%65xport.csv',
        '/applicants/export%2Ecsv',
        '/%61pplicants/export.csv',
        '/applicants/export.csv/',
      ]),
    );
  });
});
