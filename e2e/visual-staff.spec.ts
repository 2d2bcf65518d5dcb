// Visual regression of the staff panel's screens at 390×844 and 1366×768: sign-in, the dashboard, every list, the
// applicants board and an applicant's page, an edit page and a create page, compared with the reviewed baselines
// beside this file.
import { expect, type Page, test } from '@playwright/test';
import {
  addScreenshotStyle,
  ELEMENT_SHOT,
  expectPageInParts,
  LOADING,
  signInStaff,
  VISUAL_TODAY,
  waitForImagesAndFonts,
} from './visual-support';

const LISTS = [
  'blog_posts',
  'registration_forms',
  'contact_forms',
  'admission_applications',
  'prospectus_requests',
  'achievers',
  'placements',
  'gallery_images',
  'gallery_videos',
  'newsletter_subscriptions',
  'events',
  'event_registrations',
] as const;

test.beforeEach(async ({ page }) => {
  // Dates the panel computes (a new item's default date) come from the fixed day; timers run as usual.
  await page.clock.setFixedTime(VISUAL_TODAY);
});

/** Loads a staff screen directly and waits until react-admin has its data and nothing is loading. */
async function open(page: Page, path: string) {
  await page.goto(`/admin${path}`);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  // The panel's code and the screen's data arrive after the page's own load: wait until nothing is in flight.
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await addScreenshotStyle(page);
  await waitForImagesAndFonts(page);
  // The panel shows its loading bar again if anything is still in flight, and a list its skeleton cards until its
  // data has arrived (which may start after the network was idle while the screen's code was still being parsed).
  await expect(page.locator(LOADING)).toHaveCount(0);
}

test('sign-in looks as designed', async ({ page }) => {
  await open(page, '/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expectPageInParts(page, 'sign-in');
});

test.describe('signed in', () => {
  test.beforeEach(async ({ page }) => {
    await signInStaff(page);
  });

  test('dashboard looks as designed', async ({ page }) => {
    await open(page, '/');
    await expect(page.getByTestId('recent-activity')).toBeVisible();
    // The median time to first contact is of the real month's enquiries, not the fixed day's: masked.
    await expectPageInParts(page, 'dashboard', { mask: [page.getByTestId('leads-first-contact')] });
  });

  for (const resource of LISTS) {
    test(`${resource} list looks as designed`, async ({ page }, testInfo) => {
      await open(page, `/${resource}`);
      await expect(page.locator('main')).not.toContainText('Loading');
      // "This Month" is counted by the server from today's date, not the fixed day: masked.
      const thisMonth = page.getByTestId('stat-card').filter({ hasText: 'This Month' });
      // Embedded videos are YouTube's frames (no network here: an error page that may still be loading): masked.
      const mask = [thisMonth, page.locator('iframe')];
      // On a phone a list of photo cards is metres long: Chromium drops decoded pictures below the fold during a
      // full-page capture, so the phone shot is the first screen (the cards repeat).
      if (testInfo.project.name === 'visual-phone')
        await expect(page).toHaveScreenshot(`${resource}-list.png`, { ...ELEMENT_SHOT, mask });
      else await expectPageInParts(page, `${resource}-list`, { mask });
    });
  }

  test('applicants list looks as designed', async ({ page }) => {
    await open(page, '/applicants');
    await expect(page.getByText('Rohan Chettri').first()).toBeVisible();
    await expectPageInParts(page, 'applicants-list');
  });

  test('new applicant form looks as designed', async ({ page }) => {
    await open(page, '/applicants/new');
    await expect(page.getByRole('radio', { name: 'Walk-in' })).toBeChecked();
    await expectPageInParts(page, 'applicant-new');
  });

  test('applicant import looks as designed', async ({ page }) => {
    await open(page, '/applicants/import');
    await expect(page.getByRole('button', { name: 'Choose CSV file' })).toBeVisible();
    await expectPageInParts(page, 'applicant-import');
  });

  test('applicants board looks as designed', async ({ page }) => {
    await open(page, '/applicants/board');
    await expect(page.getByTestId('column-lost').getByTestId('board-card')).toHaveCount(1);
    await expectPageInParts(page, 'applicants-board');
  });

  test('applicant page looks as designed', async ({ page }) => {
    const filter = encodeURIComponent(JSON.stringify({ q: 'rohan.chettri' }));
    const [rohan] = (await (await page.request.get(`/api/admin/applicants?filter=${filter}`)).json()) as {
      id: number;
    }[];
    await open(page, `/applicants/${rohan.id}/show`);
    await expect(page.getByRole('list', { name: 'Timeline' })).toContainText('Called: asked about the BBA fees');
    await expectPageInParts(page, 'applicant-show');
  });

  test("today's calls look as designed", async ({ page }) => {
    // Rohan's follow-up is long past by the fixed day and the real one alike: listed first, marked Overdue.
    await open(page, '/applicants/calls');
    await expect(page.getByRole('list', { name: "Today's calls" })).toContainText('Rohan Chettri');
    await expect(page.getByText('Overdue').first()).toBeVisible();
    await expectPageInParts(page, 'todays-calls');
  });

  test('log call dialog looks as designed', async ({ page }) => {
    const filter = encodeURIComponent(JSON.stringify({ q: 'rohan.chettri' }));
    const [rohan] = (await (await page.request.get(`/api/admin/applicants?filter=${filter}`)).json()) as {
      id: number;
    }[];
    await open(page, `/applicants/${rohan.id}/show`);
    // Opened and shot, never sent: the fixed data stays as every other baseline needs it.
    await page.getByRole('button', { name: 'Log call' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Log call with Rohan Chettri' });
    await expect(dialog.getByRole('button', { name: 'Log call' })).toBeVisible();
    await expect(page).toHaveScreenshot('log-call-dialog.png', { ...ELEMENT_SHOT, fullPage: false });
  });

  test('bulk change dialog looks as designed', async ({ page, isMobile }) => {
    await open(page, '/applicants');
    for (const name of ['Rohan Chettri', 'Meera Paul']) {
      if (isMobile) await page.getByRole('checkbox', { name: `Select ${name}` }).check();
      else await page.getByRole('row').filter({ hasText: name }).getByRole('checkbox').check();
    }
    await page.getByRole('button', { name: 'Change 2 selected' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change 2 selected applicants' });
    await expect(dialog.getByRole('combobox', { name: 'New stage' })).toBeVisible();
    await expect(page).toHaveScreenshot('bulk-change-dialog.png', { ...ELEMENT_SHOT, fullPage: false });
  });

  test('outbox looks as designed', async ({ page }) => {
    await open(page, '/outbox');
    await expect(page.getByText('No SMTP server is configured')).toBeVisible();
    await expectPageInParts(page, 'outbox-list');
  });

  test('data requests look as designed', async ({ page }) => {
    await open(page, '/data_requests');
    await expect(page.getByText('No data requests.').locator('visible=true')).toBeVisible();
    await expectPageInParts(page, 'data-requests-list');
  });

  test('reports look as designed', async ({ page }) => {
    // The range defaults to the 90 days before the browser's (fixed) day; the visual data's enquiries fall in it.
    await open(page, '/reports');
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Funnel by source' })).toBeVisible();
    await expectPageInParts(page, 'reports');
  });

  test('WhatsApp template looks as designed', async ({ page }) => {
    await open(page, '/whatsapp_templates/en');
    await expect(page.getByRole('textbox').first()).not.toHaveValue('');
    await expectPageInParts(page, 'whatsapp-template-edit');
  });

  test('erasure preview looks as designed', async ({ page }) => {
    // A request and its preview as the server gives them (the browser tests erase real ones): fixed data here, so
    // the fixed database and every other baseline stay as they are.
    const request = {
      id: 4242,
      type: 'erasure',
      email: 'tapas.kar@example.in',
      phone: null,
      details: { via: 'your_data_page' },
      status: 'open',
      overdue: false,
      due_at: '2027-02-23T06:30:00.000Z',
      created_at: '2026-11-25T06:30:00.000Z',
      handled_at: null,
      handled_by: null,
      handled_by_email: null,
    };
    const row = (table: string, label: string, id: number, email: string, proven: boolean, name = 'Tapas Kar') => ({
      table,
      label,
      id,
      name,
      email,
      phone: '+91 97330 12345',
      created_at: '2026-11-20T05:00:00.000Z',
      proven,
    });
    const preview = {
      email: 'tapas.kar@example.in',
      phone: null,
      rows: [
        row('registration_forms', 'Course registrations', 31, 'tapas.kar@example.in', true),
        row('registration_forms', 'Course registrations', 32, 'tapas.kar.family@example.in', false),
        row('contact_forms', 'Contact messages', 12, 'mitali.kar@example.in', false, 'Mitali Kar'),
        {
          ...row('applicants', 'Your record with our admission counsellors', 7, 'tapas.kar@example.in', true),
          with: { notes: 2, follow_ups: 1, events: 5 },
        },
      ],
      people: [
        { name: 'Tapas Kar', email: 'tapas.kar@example.in', phone: '+91 97330 12345', possibly_other: false },
        { name: 'Tapas Kar', email: 'tapas.kar.family@example.in', phone: '+91 97330 12345', possibly_other: true },
        { name: 'Mitali Kar', email: 'mitali.kar@example.in', phone: '+91 97330 12345', possibly_other: true },
      ],
      also: [{ table: 'mail_acknowledgements', label: 'Acknowledgement e-mails sent to you', count: 1 }],
    };
    await page.route('**/api/admin/data_requests/4242', (route) => route.fulfill({ json: request }));
    await page.route('**/api/admin/data_requests/4242/erasure', (route) => route.fulfill({ json: preview }));
    await open(page, '/data_requests/4242/show');
    await page.getByRole('button', { name: 'Erase this person' }).click();
    const dialog = page.getByRole('dialog', { name: 'Erase this person?' });
    await expect(dialog.getByRole('button', { name: 'Erase 2 rows' })).toBeVisible();
    await expect(page).toHaveScreenshot('data-request-erasure-preview.png', { ...ELEMENT_SHOT, fullPage: false });
  });

  test('possible duplicate mark looks as designed', async ({ page }) => {
    const filter = encodeURIComponent(JSON.stringify({ q: 'rohan.chettri' }));
    const [rohan] = (await (await page.request.get(`/api/admin/applicants?filter=${filter}`)).json()) as {
      id: number;
    }[];
    // Rohan's page as it reads when his enquiry shared a phone with another applicant under another name.
    await page.route(`**/api/admin/applicants/${rohan.id}`, async (route) => {
      const real = await (await route.fetch()).json();
      await route.fulfill({
        json: {
          ...real,
          possible_duplicate_of: 9999,
          possible_duplicate: { id: 9999, name: 'Ritika Chettri', email: 'ritika.chettri@example.com', phone: null },
        },
      });
    });
    await open(page, `/applicants/${rohan.id}/show`);
    const mark = page.getByTestId('possible-duplicate');
    await expect(mark).toContainText('Same phone as Ritika Chettri');
    await expect(mark).toHaveScreenshot('applicant-possible-duplicate.png', ELEMENT_SHOT);
  });

  test('likely duplicates look as designed', async ({ page }) => {
    // Two pairs as the server lists them (the visual data holds none): same name with a near phone, and a typo.
    const person = (id: number, name: string, email: string, phone: string, created_at: string) => ({
      id,
      name,
      email,
      phone,
      source: 'contact_forms',
      created_at,
      owner_id: 1,
      owner_name: 'Priya Counsellor',
    });
    const pairs = [
      {
        key: '9001-9002',
        reason: 'Same name; phones 1 digit apart',
        phone_distance: 1,
        email_distance: null,
        phone_only: false,
        older: person(9001, 'Riya Das', 'riya.das@example.com', '98300 11111', '2026-11-20T05:30:00.000Z'),
        newer: person(9002, 'riya das', 'riya.work@example.com', '98300 11121', '2026-11-21T06:45:00.000Z'),
      },
      {
        key: '9003-9004',
        reason: 'Same name; e-mails 2 characters apart',
        phone_distance: null,
        email_distance: 2,
        phone_only: false,
        older: person(9003, 'Riya Sen', 'riya.sen@gmail.com', '97330 22222', '2026-11-18T04:00:00.000Z'),
        newer: person(9004, 'Riya Sen', 'riya.sen@gmial.com', '94340 55555', '2026-11-19T09:15:00.000Z'),
      },
    ];
    await page.route('**/api/admin/applicants/likely-duplicates?*', (route) =>
      route.fulfill({ json: pairs, headers: { 'Content-Range': 'likely_duplicates 0-1/2' } }),
    );
    await open(page, '/applicants/duplicates');
    await expect(page.getByText('1–2 of 2 pairs')).toBeVisible();
    await expectPageInParts(page, 'likely-duplicates');
  });

  test('blog post edit page looks as designed', async ({ page, request }) => {
    const posts = (await (await request.get('/api/public/blog_posts')).json()) as { id: number; title: string }[];
    await open(page, `/blog_posts/${posts[0].id}`);
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(posts[0].title);
    await expectPageInParts(page, 'blog-post-edit');
  });

  test('blog post revisions compared look as designed', async ({ page, request }) => {
    const posts = (await (await request.get('/api/public/blog_posts')).json()) as { id: number; title: string }[];
    await open(page, `/blog_posts/${posts[0].id}`);
    const revisions = page.getByRole('heading', { name: 'Revisions' }).locator('..');
    await expect(revisions.getByRole('listitem')).toHaveCount(2);
    // By keyboard: on the phone emulation a pointer click there was reported intercepted by the list above it.
    await revisions.getByRole('button', { name: 'Compare', exact: true }).press('Enter');
    await expect(page.getByRole('region', { name: 'Comparison' })).toBeVisible();
    await expect(revisions).toHaveScreenshot('blog-post-revisions.png', ELEMENT_SHOT);
  });

  test('achiever create page looks as designed', async ({ page }) => {
    await open(page, '/achievers/create');
    await expectPageInParts(page, 'achiever-create');
  });

  test('open day edit page looks as designed', async ({ page }) => {
    // The first open day of the fixed data (e2e/visual.setup.ts), its time shown in India time.
    await open(page, '/events/1');
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Aviation Careers Open Day');
    await expect(page.getByLabel('Date and time (India time, IST)')).toHaveValue('2035-01-13T10:00');
    await expectPageInParts(page, 'event-edit');
  });

  test('gallery image create page looks as designed', async ({ page }) => {
    await open(page, '/gallery_images/create');
    await expectPageInParts(page, 'gallery-image-create');
  });
});
