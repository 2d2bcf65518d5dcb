// Issue 33: every CSV export opened by a real spreadsheet (LibreOffice Calc, headless) reads as people expect: no
// apostrophe shown, no #NAME? or other error, no formula (a visitor's =HYPERLINK(...), +, -, @ stay inert text),
// phone digits intact, names for codes and 27/11/2026 12:02 dates. Calc must be installed (CI installs
// libreoffice-calc-nogui, .ci/run): without it this test fails, it never skips.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { backends, createTestContext, type TestContext } from './helpers/context';
import { parseCsv } from './helpers/csv';
import { memberAgent } from './helpers/roles';

const run = promisify(execFile);
const SOFFICE = ['/usr/bin/soffice', '/usr/bin/libreoffice', '/usr/lib/libreoffice/program/soffice'].find((path) =>
  existsSync(path),
);
/** en-IN (LCID 16393): how Calc reads dates in India, day first. */
const IMPORT = 'CSV:44,34,76,1,,16393';
/** Export options 9 and 10: cell text as shown; with formulas (a formula cell is written as =...). */
const exportAs = (formulas: boolean) => `csv:Text - txt - csv (StarCalc):44,34,76,1,,16393,true,false,true,${formulas}`;

const INJECTIONS = ['=HYPERLINK("http://evil.example","click")', '+1+1', '-2+3', '@SUM(1,2)'];
const PHONE = '+91 94340 55555';

describe.each(backends)('every CSV export in a real spreadsheet on %s', (backend) => {
  let ctx: TestContext;
  let admin: Awaited<ReturnType<typeof memberAgent>>;
  let dir: string;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
    admin = await memberAgent(ctx, 'head@example.com', 'admin');
    dir = mkdtempSync(join(tmpdir(), 'csv-calc-'));
    const knex = ctx.db.knex;
    const at = new Date('2026-11-27T06:32:00Z'); // 12:02 in India
    const person = (i: number) => ({ email: `p${i}@example.in`, phone: PHONE.replace('55555', `5555${i}`) });
    await knex('registration_forms').insert(
      INJECTIONS.map((message, i) => ({
        full_name: `Riya ${i}`,
        ...person(i),
        course: 'BBA Tourism, Aviation and Hospitality',
        message,
        created_at: at,
      })),
    );
    await knex('contact_forms').insert(
      INJECTIONS.map((message, i) => ({ name: message, ...person(i), course: 'spam', message, created_at: at })),
    );
    await knex('admission_applications').insert({
      full_name: '=HYPERLINK("http://evil.example","click")',
      date_of_birth: '2005-04-09',
      ...person(0),
      tenth_percentage: 81.5,
      twelfth_percentage: 77,
      stream: 'commerce',
      board: '@Board',
      course_type: 'degree',
      preferred_course: 'bba',
      preferred_campus: 'siliguri',
      created_at: at,
    });
    await knex('prospectus_requests').insert({
      full_name: '-Minus',
      ...person(1),
      course_interest: 'sphm',
      created_at: at,
    });
    await knex('newsletter_subscriptions').insert([
      { email: 'reader@example.in', created_at: at, confirmed_at: at },
      { email: 'waiting@example.in', created_at: at },
    ]);
    const [{ id: eventId }] = await knex('events')
      .insert({ title: '+Open Day', starts_at: at, campus: 'kolkata', capacity: 10, is_published: true })
      .returning('id');
    await knex('event_registrations').insert({
      event_id: eventId,
      event_title: '+Open Day',
      event_starts_at: at,
      name: '@Visitor',
      ...person(2),
      created_at: at,
    });
    await knex('applicants').update({ next_follow_up_at: at });
  }, 180_000);
  afterAll(async () => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    await ctx?.close();
  });

  /** Downloads an export, has Calc open it, and returns the raw cells, the cells as Calc shows them and its formulas. */
  async function openInCalc(name: string, path: string) {
    if (!SOFFICE) throw new Error('LibreOffice Calc (soffice) is missing: apt-get install libreoffice-calc-nogui');
    const res = await admin.agent
      .get(path)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    const file = join(dir, `${name}.csv`);
    writeFileSync(file, res.body as Buffer);
    const read = async (formulas: boolean) => {
      const out = join(dir, formulas ? 'formulas' : 'shown');
      await run(
        SOFFICE,
        [
          '--headless',
          `-env:UserInstallation=file://${dir}/profile`,
          `--infilter=${IMPORT}`,
          '--convert-to',
          exportAs(formulas),
          '--outdir',
          out,
          file,
        ],
        { timeout: 120_000 },
      );
      return parseCsv(readFileSync(join(out, `${name}.csv`), 'utf8').replace(/^\ufeff/, ''));
    };
    const raw = parseCsv((res.body as Buffer).toString('utf8').replace(/^\ufeff/, ''));
    return { raw, shown: await read(false), formulas: await read(true) };
  }

  const EXPORTS: [string, string][] = [
    ['registrations', '/api/admin/registration_forms/export.csv'],
    ['contacts', '/api/admin/contact_forms/export.csv'],
    ['admissions', '/api/admin/admission_applications/export.csv'],
    ['prospectus', '/api/admin/prospectus_requests/export.csv'],
    ['newsletter', '/api/admin/newsletter_subscriptions/export.csv'],
    ['open_days', '/api/admin/event_registrations/export.csv'],
    ['audit', '/api/admin/audit_log/export.csv'],
    ['applicants', '/api/admin/applicants/export.csv'],
  ];

  it.each(EXPORTS)('%s: no quote, no error, no formula, phones intact, injections inert', async (name, path) => {
    const { raw, shown, formulas } = await openInCalc(name, path);
    expect(shown.length).toBe(raw.length);
    expect(raw.length).toBeGreaterThan(1);
    const header = raw[0];
    for (const [r, row] of shown.entries())
      for (const [c, cell] of row.entries()) {
        const where = `${name} row ${r} ${header[c]}`;
        expect([where, cell.startsWith("'")]).toEqual([where, false]);
        expect([where, /^(#NAME\?|#VALUE!|#REF!|Err:\d+)$/.test(cell)]).toEqual([where, false]);
        // No cell is a formula: Calc writes one's text starting with = when asked for formulas.
        expect([where, formulas[r][c].startsWith('=')]).toEqual([where, false]);
        // Text stays the text exported (a date Calc recognises aside).
        if (!/\(IST\)|Date$|^DOB$/.test(header[c])) expect([where, cell]).toEqual([where, raw[r][c]]);
      }
    for (const column of header.flatMap((label, c) => (label === 'Phone' ? [c] : [])))
      for (const row of shown.slice(1))
        if (row[column]) expect(row[column].replace(/\D/g, '')).toMatch(/^0943405555\d$|^09434055555$/);
    // A visitor's formula is shown as its own text, not run.
    const cells = shown.flat();
    for (const injection of INJECTIONS)
      if (raw.flat().includes(` ${injection}`)) expect(cells).toContain(` ${injection}`);
    expect(cells.join('\n')).not.toMatch(/^click$/m);
  });

  it('shows names and India’s dates a person reads', async () => {
    const applicants = await openInCalc('applicants-named', '/api/admin/applicants/export.csv');
    expect(applicants.raw[0]).toEqual(expect.arrayContaining(['Course', 'Created (IST)', 'Next follow-up (IST)']));
    const admission = applicants.raw.find((row) => row.includes('p0@example.in'));
    expect(admission).toEqual(expect.arrayContaining(['New', 'Siliguri', '27/11/2026 12:02']));
    const admissions = await openInCalc('admissions-named', '/api/admin/admission_applications/export.csv');
    expect(admissions.raw[1]).toEqual(
      expect.arrayContaining([
        'BBA Tourism, Aviation & Hospitality',
        'Siliguri',
        '09/04/2005',
        '27/11/2026 12:02',
        '094340 55550',
      ]),
    );
    // Calc in India reads the date as 27 November 2026 12:02, not an error or text of another day.
    const date = admissions.shown[1][admissions.raw[0].indexOf('Application Date')];
    expect(date).toMatch(/^(11\/27\/(20)?26|27\/11\/(20)?26) 12:02/);
  });
});
