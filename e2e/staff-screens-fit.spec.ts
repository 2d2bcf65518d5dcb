// Staff screens at 1366×768 show every column: row actions are compact icon buttons that cover no cell, courses
// read as short codes with the full name on hover, and every content form has a way back that saves nothing.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { e2eDb, STAFF } from './support';

test.use({ viewport: { width: 1366, height: 768 } });
// Each test signs in and opens several screens; a busy CI machine needs more than the default minute for that.
test.describe.configure({ timeout: 120_000 });

async function signIn(page: Page, path: string) {
  await page.goto(`/admin${path}`);
  await page.getByLabel('Email').fill(STAFF.email);
  await page.getByLabel('Password').fill(STAFF.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** A list filtered by the server to this test's rows, so rows other tests leave in the database change nothing. */
const searched = (resource: string, q: string) => `/${resource}?filter=${encodeURIComponent(JSON.stringify({ q }))}`;

/**
 * Every cell of the header row and of `row` is on top at its own centre (no sticky column over it) and the table
 * needs no sideways scrolling. Returns the headers, to check the expected columns are among them.
 */
async function expectEveryCellUncovered(page: Page, row: Locator) {
  // The first list after signing in may take a while on a busy machine.
  await expect(row).toBeVisible({ timeout: 30_000 });
  const table = page.locator('table').first();
  const result = await table.evaluate(
    (element, rowIndex) => {
      const rows = [element.querySelector('thead tr'), element.querySelectorAll('tbody tr')[rowIndex]];
      const covered: string[] = [];
      for (const tr of rows) {
        for (const cell of Array.from(tr?.children ?? []) as HTMLElement[]) {
          const box = cell.getBoundingClientRect();
          const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          if (!top || !cell.contains(top)) covered.push(cell.textContent?.trim() || cell.className);
        }
      }
      const scroller = element.closest('.MuiCard-root') as HTMLElement;
      return {
        covered,
        headers: Array.from(element.querySelectorAll('thead th')).map((th) => th.textContent?.trim() ?? ''),
        overflow: scroller.scrollWidth - scroller.clientWidth,
        right: element.getBoundingClientRect().right,
      };
    },
    await row.evaluate((tr) => Array.from(tr.parentElement?.children ?? []).indexOf(tr)),
  );
  expect(result.covered).toEqual([]);
  expect(result.overflow).toBeLessThanOrEqual(0);
  expect(result.right).toBeLessThanOrEqual(1366);
  return result.headers;
}

/** The row's actions are icon buttons: named for screen readers, no visible words, a tooltip on hover. */
async function expectIconAction(page: Page, row: Locator, name: string) {
  const button = row.getByRole('button', { name, exact: true }).or(row.getByRole('link', { name, exact: true }));
  await expect(button).toBeVisible();
  await expect(button).toHaveText('');
  await button.hover();
  await expect(page.getByRole('tooltip', { name })).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
}

/** The short code in the row, the full name in a tooltip on hover. */
async function expectCourseCode(page: Page, row: Locator, code: string, fullName: string) {
  const cell = row.getByText(code, { exact: true });
  await expect(cell).toBeVisible();
  await expect(row).not.toContainText('Skilled Professional In');
  await cell.hover();
  await expect(page.getByRole('tooltip', { name: fullName })).toBeVisible();
  await page.mouse.move(0, 0);
}

const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

test('Registrations at 1366 px: every column shows beside compact actions; the course reads SPHATS', async ({
  page,
}) => {
  const token = `Fit${stamp()}`;
  await e2eDb()('registration_forms').insert({
    full_name: `Ananya Chatterjee ${token}`,
    email: `ananya.chatterjee.siliguri.${token.toLowerCase()}@example.com`,
    phone: '+91 98300 12345',
    course: 'Skilled Professional In Hospitality And Aviation & Tourism Services (SPHATS)',
    message: 'Please send the fee structure and the hostel details for the next batch starting in July.',
  });
  await signIn(page, searched('registration_forms', token));
  const row = page.getByRole('row').filter({ hasText: token });
  const headers = await expectEveryCellUncovered(page, row);
  expect(headers).toEqual(expect.arrayContaining(['Name', 'Contact', 'Course', 'Message', 'Date']));
  await expectIconAction(page, row, 'View Details');
  await expectIconAction(page, row, 'Delete');
  await expectCourseCode(
    page,
    row,
    'SPHATS',
    'Skilled Professional In Hospitality And Aviation & Tourism Services (SPHATS)',
  );
  await row.getByRole('button', { name: 'View Details' }).click();
  await expect(
    page.getByRole('dialog').getByText('Skilled Professional In Hospitality And Aviation & Tourism Services (SPHATS)'),
  ).toBeVisible();
});

test('Contacts at 1366 px: every column shows; a coded course reads SPAM, a missing one General inquiry', async ({
  page,
}) => {
  const token = `Fit${stamp()}`;
  await e2eDb()('contact_forms').insert([
    {
      name: `Sourav Ghosh Dastidar ${token}`,
      email: `sourav.ghosh.dastidar.${token.toLowerCase()}@example.com`,
      phone: '+91 98300 44444',
      course: 'spam',
      message: 'When does the next batch start, and is there a hostel for outstation students?',
      created_at: new Date(Date.now() - 1000),
    },
    {
      name: `Meera Roy ${token}`,
      email: `meera.${token.toLowerCase()}@example.com`,
      phone: '+91 98300 55555',
      course: null,
      message: null,
    },
  ]);
  await signIn(page, searched('contact_forms', token));
  const row = page.getByRole('row').filter({ hasText: `Sourav Ghosh Dastidar ${token}` });
  expect(await expectEveryCellUncovered(page, row)).toEqual(
    expect.arrayContaining(['Name', 'Contact', 'Course', 'Message', 'Date']),
  );
  await expectIconAction(page, row, 'View Details');
  await expectCourseCode(page, row, 'SPAM', 'Skilled Professional In Airport Management (SPAM)');
  await expect(page.getByRole('row').filter({ hasText: `Meera Roy ${token}` })).toContainText('General inquiry');
});

test('Admissions at 1366 px: Campus and Date show beside compact actions; the course reads SPTH', async ({ page }) => {
  const token = `Fit${stamp()}`;
  await e2eDb()('admission_applications').insert({
    full_name: `Subhajit Bandyopadhyay ${token}`,
    date_of_birth: '2006-03-14',
    email: `subhajit.bandyopadhyay.${token.toLowerCase()}@example.com`,
    phone: '+91 98300 77777',
    tenth_percentage: 82.5,
    twelfth_percentage: 78,
    stream: 'commerce',
    board: 'WBCHSE',
    course_type: 'certification',
    preferred_course: 'spth',
    preferred_campus: 'cooch-behar',
  });
  await signIn(page, searched('admission_applications', token));
  const row = page.getByRole('row').filter({ hasText: token });
  expect(await expectEveryCellUncovered(page, row)).toEqual(
    expect.arrayContaining(['Name', 'Contact', 'Marks', 'Course Type', 'Preferred Course', 'Campus', 'Date']),
  );
  await expect(row).toContainText('Cooch Behar');
  await expectIconAction(page, row, 'Delete');
  await expectCourseCode(page, row, 'SPTH', 'Skilled Professional In Tourism & Hospitality (SPTH)');
});

test('Prospectus at 1366 px: every column shows; the course interest reads SPHM', async ({ page }) => {
  const token = `Fit${stamp()}`;
  await e2eDb()('prospectus_requests').insert({
    full_name: `Debolina Mukherjee ${token}`,
    email: `debolina.mukherjee.${token.toLowerCase()}@example.com`,
    phone: '+91 98300 10101',
    course_interest: 'sphm',
  });
  await signIn(page, searched('prospectus_requests', token));
  const row = page.getByRole('row').filter({ hasText: token });
  expect(await expectEveryCellUncovered(page, row)).toEqual(
    expect.arrayContaining(['Name', 'Contact', 'Course Interest', 'Date']),
  );
  await expectCourseCode(page, row, 'SPHM', 'Skilled Professional In Hotel Management (SPHM)');
});

test('Blog Management at 1366 px: Edit and Delete are in view without scrolling sideways', async ({ page }) => {
  const title = `A long title for the fit check that goes on and on about cabin crew interviews ${stamp()}`;
  await e2eDb()('blog_posts').insert({
    title,
    excerpt: 'From the grooming round to the final HR interview, here is what airlines look for in a candidate.',
    content: '<p>Body</p>',
    author: 'Meenakshi Chakraborty',
    image: 'https://example.com/cabin.jpg',
    image_alt: 'A cover picture of the story',
    date: '2026-01-15',
    category: 'industry',
    read_time: '6 min read',
    views: 123456,
    likes: 7890,
    is_featured: true,
    tags: ['cabin crew'],
  });
  await signIn(page, searched('blog_posts', title));
  const row = page.getByRole('row').filter({ hasText: title.slice(0, 20) });
  expect(await expectEveryCellUncovered(page, row)).toEqual(
    expect.arrayContaining(['Post', 'Author', 'Category', 'Stats', 'Date', 'Actions']),
  );
  await expectIconAction(page, row, 'Edit');
  await expectIconAction(page, row, 'Delete');
  await row.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog')).toContainText('Delete Blog Post');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await row.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Blog Post' })).toBeVisible();
});

test('the Achievers screen says where achievers appear: the home page carousel', async ({ page }) => {
  await signIn(page, '/achievers');
  await expect(page.getByRole('heading', { level: 1, name: 'Achievers' })).toBeVisible();
  await expect(page.getByText('Featured students appear in the achievers carousel on the home page.')).toBeVisible();
  await expect(page.getByText(/Awards page/)).toHaveCount(0);
});

for (const [table, title, addLabel, nameField] of [
  ['achievers', 'Achievers', 'Add Achiever', 'name'],
  ['placements', 'Placements', 'Add Placement', 'name'],
  ['gallery_images', 'Gallery Images', 'Add Image', 'title'],
  ['gallery_videos', 'Gallery Videos', 'Add Video', 'title'],
] as const) {
  test(`${title}: the add and edit pages have Cancel and Back, which leave without saving`, async ({ page }) => {
    const label = nameField === 'name' ? 'Name' : 'Title';
    await signIn(page, `/${table}`);
    await page.getByRole('link', { name: addLabel }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/${table}/create$`));
    const unsaved = `Never saved ${stamp()}`;
    await page.getByRole('textbox', { name: label, exact: true }).fill(unsaved);
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/${table}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    // A demo item, edited and then abandoned both ways: the database keeps what it had.
    const item = await e2eDb()(table).orderBy('id').first();
    const nameBox = page.getByRole('textbox', { name: label, exact: true });
    await page.goto(`/admin/${table}/${item.id}`);
    await expect(nameBox).toHaveValue(item[nameField]);
    await nameBox.fill('Changed but cancelled');
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/${table}$`));

    await page.goto(`/admin/${table}/${item.id}`);
    await expect(nameBox).toHaveValue(item[nameField]);
    await nameBox.fill('Changed but left by Back');
    await page.getByRole('link', { name: `Back to ${title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/${table}$`));

    expect((await e2eDb()(table).where({ id: item.id }).first())[nameField]).toBe(item[nameField]);
    expect(
      await e2eDb()(table)
        .where({ [nameField]: unsaved })
        .first(),
    ).toBeUndefined();
  });
}
