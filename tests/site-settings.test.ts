// Site settings (issue 35 point 1): admins and editors change the admissions banner, campus phones and e-mails,
// office hours and social links in the panel; the public site reads them through the content cache, so a page view
// asks the database nothing for them, and a save shows at once.
import request from 'supertest';
import {
  admissionsBannerIn,
  admissionsSessionYear,
  ENGLISH_SITE_SETTINGS,
  indiaYear,
  officeHoursIn,
  settingIn,
} from '../common/site';
import { DEFAULT_SITE_SETTINGS, withDefaults } from '../common/site-settings';
import { backends, createTestContext, type TestContext } from './helpers/context';
import { memberAgent } from './helpers/roles';

const SETUP_TIMEOUT_MS = 180_000;

describe.each(backends)('site settings on %s', (backend) => {
  let ctx: TestContext;
  let editor: Awaited<ReturnType<typeof memberAgent>>['agent'];
  let counsellor: Awaited<ReturnType<typeof memberAgent>>['agent'];
  beforeAll(async () => {
    ctx = await createTestContext(backend);
    editor = (await memberAgent(ctx, 'editor@example.com', 'editor')).agent;
    counsellor = (await memberAgent(ctx, 'counsellor@example.com', 'counsellor')).agent;
  }, SETUP_TIMEOUT_MS);
  afterAll(() => ctx.close());

  const changed = {
    ...DEFAULT_SITE_SETTINGS,
    admissions_text: 'Admissions open for',
    admissions_year: 2031,
    kolkata_phone: '+91 90510 99999',
    office_hours: '10:00 AM to 5:00 PM',
    instagram_url: '',
  };

  it("start at the defaults (today's texts), for the public and for the panel", async () => {
    const res = await request(ctx.app).get('/api/public/site_settings');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(DEFAULT_SITE_SETTINGS);
    // Not the stale 2025 of the old page: the session admissions are open for, by the date.
    expect(res.body.admissions_year).toBe(admissionsSessionYear(Date.now()));
    const list = await editor.get('/api/admin/site_settings');
    expect(list.status).toBe(200);
    expect(list.headers['content-range']).toBe('site_settings 0-0/1');
    expect(list.body).toEqual([expect.objectContaining({ id: 1, ...DEFAULT_SITE_SETTINGS })]);
  });

  it('are refused to a counsellor (403) and to nobody signed in (401)', async () => {
    expect((await counsellor.get('/api/admin/site_settings/1')).status).toBe(403);
    expect((await counsellor.put('/api/admin/site_settings/1').send(changed)).status).toBe(403);
    expect((await request(ctx.app).put('/api/admin/site_settings/1').send(changed)).status).toBe(401);
    const stored = await ctx.db.knex('site_settings').where({ id: 1 }).first();
    expect(stored.settings).toEqual({});
  });

  it.each([
    [{ siliguri_email: 'not an address' }, 'siliguri_email', 'Siliguri e-mail must be a valid e-mail address'],
    [{ admissions_year: 1999 }, 'admissions_year', 'Admissions year must be between 2000 and 2100'],
    [
      { facebook_url: 'javascript:alert(1)' },
      'facebook_url',
      'Facebook must be an https:// address, or empty to leave it out',
    ],
    [{ kolkata_phone: '' }, 'kolkata_phone', 'Kolkata phone is required'],
    [{ colour: 'red' }, 'colour', 'This field is not part of the form'],
  ])('refuse %j with 400 naming the field, and write nothing', async (change, field, message) => {
    const res = await editor.put('/api/admin/site_settings/1').send({ ...DEFAULT_SITE_SETTINGS, ...change });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ [field]: message });
    const stored = await ctx.db.knex('site_settings').where({ id: 1 }).first();
    expect(stored.settings).toEqual({});
  });

  it("keep the banner and office hours in Bengali and Hindi beside the English, an empty one meaning 'the English'", async () => {
    const tooLong = await editor
      .put('/api/admin/site_settings/1')
      .send({ ...DEFAULT_SITE_SETTINGS, admissions_text_bn: 'ভ'.repeat(81), office_days_hi: 42 });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.fields).toEqual({
      admissions_text_bn: 'Admissions banner text in Bengali must be at most 80 characters',
      office_days_hi: 'Office days in Hindi must be text',
    });
    expect((await ctx.db.knex('site_settings').where({ id: 1 }).first()).settings).toEqual({});
    const translated = { ...DEFAULT_SITE_SETTINGS, admissions_text_bn: '  নতুন ভর্তি চলছে ', office_hours_hi: '' };
    const saved = await editor.put('/api/admin/site_settings/1').send(translated);
    expect(saved.status).toBe(200);
    expect((await ctx.db.knex('site_settings').where({ id: 1 }).first()).settings).toEqual({
      admissions_text_bn: 'নতুন ভর্তি চলছে',
      office_hours_hi: '',
    });
    const read = (await request(ctx.app).get('/api/public/site_settings')).body;
    expect(read.admissions_text_bn).toBe('নতুন ভর্তি চলছে');
    expect(read.office_hours_hi).toBe('');
    expect(read.office_days_hi).toBe('सोमवार से शनिवार');
    expect((await editor.put('/api/admin/site_settings/1').send(DEFAULT_SITE_SETTINGS)).status).toBe(200);
  });

  it('only record 1 exists', async () => {
    expect((await editor.get('/api/admin/site_settings/2')).status).toBe(404);
    expect((await editor.put('/api/admin/site_settings/2').send(changed)).status).toBe(404);
  });

  it('an editor saves them: only what differs from the defaults is kept, the audit log says what changed', async () => {
    // The panel sends the record back with its id and timestamps.
    const record = (await editor.get('/api/admin/site_settings/1')).body;
    const res = await editor.put('/api/admin/site_settings/1').send({ ...record, ...changed });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(expect.objectContaining({ id: 1, ...changed }));
    const stored = await ctx.db.knex('site_settings').where({ id: 1 }).first();
    expect(stored.settings).toEqual({
      admissions_year: 2031,
      kolkata_phone: '+91 90510 99999',
      office_hours: '10:00 AM to 5:00 PM',
      instagram_url: '',
    });
    const entry = await ctx.db.knex('audit_log').where({ resource: 'site_settings' }).orderBy('id', 'desc').first();
    expect(entry).toMatchObject({ action: 'update', staff_email: 'editor@example.com', record_id: '1' });
    expect(entry.details.after).toEqual({
      admissions_year: 2031,
      kolkata_phone: '+91 90510 99999',
      office_hours: '10:00 AM to 5:00 PM',
      instagram_url: '',
    });
    expect(entry.details.before.admissions_year).toBe(admissionsSessionYear(Date.now()));
  });

  it('the public read shows a save at once, then answers from the cache without asking the database', async () => {
    const first = await request(ctx.app).get('/api/public/site_settings');
    expect(first.body).toEqual(changed);
    const queries: string[] = [];
    const onQuery = (query: { sql: string }) => queries.push(query.sql);
    ctx.db.knex.on('query', onQuery);
    try {
      for (let view = 0; view < 5; view += 1) {
        const again = await request(ctx.app).get('/api/public/site_settings');
        expect(again.body).toEqual(changed);
      }
    } finally {
      ctx.db.knex.removeListener('query', onQuery);
    }
    expect(queries.filter((sql) => sql.includes('site_settings'))).toEqual([]);
  });

  it('a save back to the defaults stores nothing', async () => {
    const res = await editor.put('/api/admin/site_settings/1').send(DEFAULT_SITE_SETTINGS);
    expect(res.status).toBe(200);
    const stored = await ctx.db.knex('site_settings').where({ id: 1 }).first();
    expect(stored.settings).toEqual({});
    expect((await request(ctx.app).get('/api/public/site_settings')).body).toEqual(DEFAULT_SITE_SETTINGS);
  });
});

describe('the copyright year', () => {
  it('is the year in India: it turns at midnight IST, 18:30 UTC on 31 December', () => {
    expect(indiaYear(Date.UTC(2026, 11, 31, 18, 29))).toBe(2026);
    expect(indiaYear(Date.UTC(2026, 11, 31, 18, 30))).toBe(2027);
    expect(indiaYear(Date.UTC(2027, 0, 1, 0, 0))).toBe(2027);
  });
});

describe('the admissions banner year', () => {
  it('follows the date (next year from July, India time) unless staff set one', () => {
    expect(admissionsSessionYear(Date.parse('2026-11-27T06:00:00Z'))).toBe(2027);
    expect(admissionsSessionYear(Date.parse('2027-03-01T06:00:00Z'))).toBe(2027);
    // 30 June 19:00 UTC is 1 July 00:30 in India.
    expect(admissionsSessionYear(Date.parse('2027-06-30T19:00:00Z'))).toBe(2028);
    expect(withDefaults({}, Date.parse('2026-11-27T06:00:00Z')).admissions_year).toBe(2027);
    expect(withDefaults({ admissions_year: 2030 }, Date.parse('2026-11-27T06:00:00Z')).admissions_year).toBe(2030);
  });
});

describe('staff words in the page language', () => {
  const year = (language: string, value: number) => `${language}:${value}`;
  const settings = { ...DEFAULT_SITE_SETTINGS, admissions_year: 2027 };

  it('are the Bengali and Hindi versions on those pages, as an admissions office writes them', () => {
    expect(admissionsBannerIn(settings, 'en', year)).toEqual({ text: 'Admissions open for en:2027' });
    expect(admissionsBannerIn(settings, 'bn', year)).toEqual({ text: 'ভর্তি চলছে bn:2027' });
    expect(admissionsBannerIn(settings, 'hi', year)).toEqual({ text: 'प्रवेश जारी, सत्र hi:2027' });
    expect(officeHoursIn(settings, 'en')).toEqual({
      days: 'Monday to Saturday',
      hours: '9:00 AM to 6:00 PM',
      text: 'Monday to Saturday: 9:00 AM to 6:00 PM',
    });
    expect(officeHoursIn(settings, 'bn')).toEqual({
      days: 'সোমবার থেকে শনিবার',
      hours: 'সকাল ৯টা থেকে সন্ধ্যা ৬টা',
      text: 'সোমবার থেকে শনিবার: সকাল ৯টা থেকে সন্ধ্যা ৬টা',
    });
    expect(settingIn(settings, 'office_days', 'hi')).toEqual({ text: 'सोमवार से शनिवार' });
  });

  it("are the English ones where the page's script could not read the settings", () => {
    expect(admissionsBannerIn({ ...ENGLISH_SITE_SETTINGS, admissions_year: 2027 }, 'bn', year)).toEqual({
      text: 'Admissions open for en:2027',
      lang: 'en',
    });
    expect({ ...ENGLISH_SITE_SETTINGS, admissions_year: 0 }).toEqual({
      ...DEFAULT_SITE_SETTINGS,
      admissions_year: 0,
      admissions_text_bn: '',
      admissions_text_hi: '',
      office_days_bn: '',
      office_days_hi: '',
      office_hours_bn: '',
      office_hours_hi: '',
    });
  });

  it('are the English ones, marked English with the year in its digits, where staff left a version empty', () => {
    const empty = { ...settings, admissions_text_bn: ' ', office_hours_hi: '' };
    expect(admissionsBannerIn(empty, 'bn', year)).toEqual({ text: 'Admissions open for en:2027', lang: 'en' });
    expect(settingIn(empty, 'office_hours', 'hi')).toEqual({ text: '9:00 AM to 6:00 PM', lang: 'en' });
    // Days in Hindi and hours in English would read as neither: both go in English.
    expect(officeHoursIn(empty, 'hi')).toEqual({
      days: 'Monday to Saturday',
      hours: '9:00 AM to 6:00 PM',
      text: 'Monday to Saturday: 9:00 AM to 6:00 PM',
      lang: 'en',
    });
    expect(officeHoursIn(empty, 'bn').lang).toBeUndefined();
  });
});
