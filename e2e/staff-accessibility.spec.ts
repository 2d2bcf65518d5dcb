// The staff panel's accessibility (issue 35, point 16): staff work in it all day, some with a screen reader or a
// magnifier. Signed in as admin at 1366×768, every screen (each resource's list, show, edit and create, the board,
// the dashboard, the security page) is loaded directly and axe finds no serious or critical violation on it.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { NOTICE_VERSION } from '../common/privacy';
import { uniqueEmail } from './public-support';
import { closeE2eDb, forgetFormLimits, signInAt } from './support';

test.afterAll(closeE2eDb);

// One test per resource (a single walk of some 45 screens outgrew any sensible timeout on a busy machine); in
// order, on one worker, the records they open made once.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

/** Each resource with the screens react-admin gives it (admin/<resource>/index.ts). */
const RESOURCES: { name: string; screens: ('show' | 'edit' | 'create')[] }[] = [
  { name: 'blog_posts', screens: ['edit', 'create'] },
  { name: 'applicants', screens: ['show'] },
  { name: 'registration_forms', screens: ['show'] },
  { name: 'contact_forms', screens: ['show'] },
  { name: 'admission_applications', screens: ['show'] },
  { name: 'prospectus_requests', screens: ['show'] },
  { name: 'achievers', screens: ['edit', 'create'] },
  { name: 'placements', screens: ['edit', 'create'] },
  { name: 'gallery_images', screens: ['edit', 'create'] },
  { name: 'gallery_videos', screens: ['edit', 'create'] },
  { name: 'newsletter_subscriptions', screens: ['show'] },
  { name: 'events', screens: ['edit', 'create'] },
  { name: 'event_registrations', screens: ['show'] },
  { name: 'site_settings', screens: [] },
  { name: 'staff', screens: ['edit', 'create'] },
  { name: 'audit_log', screens: [] },
  { name: 'outbox', screens: ['show'] },
  { name: 'data_requests', screens: ['show', 'create'] },
  { name: 'whatsapp_templates', screens: ['edit'] },
];

/** The first record's id, so its show and edit screens can be opened; none: those screens are skipped. */
async function firstId(page: Page, resource: string): Promise<number | null> {
  const res = await page.request.get(`/api/admin/${resource}?range=${encodeURIComponent('[0,0]')}`);
  const rows = (await res.json()) as { id: number }[];
  return res.ok() && rows.length ? rows[0].id : null;
}

/** Serious and critical violations on the screen at `path`, each with the elements it names. */
async function violations(page: Page, path: string): Promise<string[]> {
  await page.goto(`/admin${path}`);
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.locator('main, [role="main"]').first()).toBeVisible();
  // The rich-text editor and other screens load parts on demand: let the screen settle.
  await page.waitForLoadState('networkidle');
  // A part loaded on demand (the blog form, the board) shows react-admin's "Please wait" screen meanwhile, but only
  // after a second, so its absence proves nothing: wait for the loaded screen itself, then axe it.
  if (/\/(create|\d+)$/.test(path)) await expect(page.locator('main form').first()).toBeVisible({ timeout: 20_000 });
  if (path === '/applicants/board') await expect(page.getByRole('search', { name: 'Filter the board' })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByText('Please wait')).toHaveCount(0, { timeout: 20_000 });
  const results = await new AxeBuilder({ page }).exclude('iframe').analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${path}: ${violation.id} (${violation.nodes.length}): ${violation.nodes
          .slice(0, 3)
          .map((node) => `${node.target.join(' ')} ${node.html.slice(0, 120)}`)
          .join(', ')}`,
    );
}

/** One submission of each form and a data request, as the site and the panel send them, so every screen has a row. */
async function oneOfEach(page: Page) {
  const consent = { notice_version: NOTICE_VERSION, language: 'en', marketing: false };
  const email = uniqueEmail('axe');
  const phone = `98${String(Date.now()).slice(-8)}`;
  const posts: [string, object][] = [
    [
      'registration_forms',
      { full_name: 'Axe Reader', email, phone, course: 'Skilled Professional In Airport Management (SPAM)' },
    ],
    ['contact_forms', { name: 'Axe Reader', email, phone, message: 'Is there a hostel?' }],
    [
      'admission_applications',
      {
        full_name: 'Axe Reader',
        date_of_birth: '2004-04-15',
        email,
        phone,
        tenth_percentage: 80,
        twelfth_percentage: 75,
        stream: 'commerce',
        board: 'WBCHSE',
        course_type: 'degree',
        preferred_course: 'bba',
        preferred_campus: 'siliguri',
      },
    ],
    ['prospectus_requests', { full_name: 'Axe Reader', email, phone }],
    ['newsletter_subscriptions', { email }],
  ];
  for (const [resource, body] of posts) {
    await forgetFormLimits();
    const res = await page.request.post(`/api/public/${resource}`, { data: { ...body, consent } });
    expect(res.status(), `${resource}: ${await res.text()}`).toBe(201);
  }
  const request = await page.request.post('/api/admin/data_requests', { data: { type: 'access', email } });
  expect(request.status(), await request.text()).toBe(201);
}

let recordsMade = false;
/** Screens walked so far: the last test checks the walk reached the screens it names. */
const walked: string[] = [];

test.beforeEach(async ({ page }) => {
  await signInAt(page, '/applicants');
  if (!recordsMade) await oneOfEach(page);
  recordsMade = true;
});

async function expectNoViolations(page: Page, paths: string[]) {
  const found: string[] = [];
  for (const path of paths) found.push(...(await violations(page, path)));
  walked.push(...paths);
  expect(found).toEqual([]);
}

test("the dashboard, the board, today's calls, likely duplicates and the security page pass axe with no serious or critical violation", async ({
  page,
}) => {
  // Two enquiries of one name with phones a digit apart: Likely duplicates has a pair to show.
  const consent = { notice_version: NOTICE_VERSION, language: 'en', marketing: false };
  const digits = String(Date.now()).slice(-8);
  for (const [email, last] of [
    [uniqueEmail('axe-pair'), '1'],
    [uniqueEmail('axe-twin'), '2'],
  ]) {
    await forgetFormLimits();
    const res = await page.request.post('/api/public/contact_forms', {
      data: { name: `Axe Pair ${digits}`, email, phone: `97${digits.slice(0, 7)}${last}`, message: 'Fees?', consent },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  await expectNoViolations(page, [
    '/',
    '/applicants/board',
    '/applicants/calls',
    '/applicants/duplicates',
    '/security',
  ]);
});

test('the new applicant form and the CSV import pass axe with no serious or critical violation', async ({ page }) => {
  await expectNoViolations(page, ['/applicants/new', '/applicants/import']);
});

for (const { name, screens } of RESOURCES) {
  test(`every ${name} screen passes axe with no serious or critical violation`, async ({ page }) => {
    const paths = [`/${name}`];
    if (screens.includes('create')) paths.push(`/${name}/create`);
    const id = screens.some((screen) => screen !== 'create') ? await firstId(page, name) : null;
    if (id !== null) {
      if (screens.includes('show')) paths.push(`/${name}/${id}/show`);
      if (screens.includes('edit')) paths.push(`/${name}/${id}`);
    }
    await expectNoViolations(page, paths);
  });
}

test('the walk reached the screens it names', () => {
  // A resource without rows would leave its show or edit screen out.
  expect(walked.length).toBeGreaterThan(30);
});
