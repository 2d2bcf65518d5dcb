// Issue 34, point 4: every e-mail a visitor gets is in the language of the page they used. The acknowledgement and
// the newsletter confirmation are tested in forms-languages.test.ts; here the "Your data" code (asked from
// /bn/your-data or /hi/your-data), the e-mail to a minor's parent or guardian (the application's page's language, also
// the language of the confirmation page the link opens), and the footer every visitor's e-mail carries.
import request from 'supertest';
import { NOTICE_VERSION } from '../common/privacy';
import { OFFICE_HOURS } from '../common/site';
import { renderMail } from '../server/mail/templates/index';
import { FOOTER_TEXTS } from '../server/mail/templates/layout';
import { backends, createTestContext, type TestContext } from './helpers/context';

const SETUP_TIMEOUT_MS = 180_000;
const SITE = { publicUrl: 'https://site.test' };

/** Names an e-mail keeps in Latin letters in every language: the institute and its course titles. */
const LATIN_NAMES = [
  /Skyline Institute of Aviation, Tourism & Hospitality/g,
  /BB[AM] Tourism, Aviation & Hospitality/g,
];

/** Runs of four Latin words in the text but names, addresses and what the visitor typed (`typed`). */
function englishSentences(text: string, typed: string[] = []): string[] {
  let rest = text.replace(/&amp;/g, '&');
  for (const name of LATIN_NAMES) rest = rest.replace(name, ' ');
  for (const value of typed) rest = rest.split(value).join(' ');
  rest = rest.replace(/https?:\/\/\S+/g, ' ');
  return rest.match(/[A-Za-z][A-Za-z'’-]*(?:[ ,.;:&()]+[A-Za-z][A-Za-z'’-]*){3,}/g) ?? [];
}

const SCRIPT = { bn: /[\u0980-\u09FF]/, hi: /[\u0900-\u097F]/ } as const;

describe('the e-mails to visitors, written in their language', () => {
  const guardianParams = {
    form: 'admission_applications' as const,
    hold_id: 7,
    guardian_name: 'Mita Roy',
    applicant_name: 'Riya Roy',
    applicant_email: 'riya@example.in',
    token: 'a'.repeat(43),
    expires_at: '2026-12-05T12:30:00.000Z',
  };
  const mails = [
    { template: 'data_access_code', params: { code: '123456', expires_at: '2026-12-01T06:15:00.000Z' }, typed: [] },
    { template: 'guardian_consent', params: guardianParams, typed: ['Mita Roy', 'Riya Roy'] },
    { template: 'acknowledgement', params: { form: 'contact_forms', name: 'Riya Roy' }, typed: ['Riya Roy'] },
    { template: 'newsletter_confirmation', params: { token: 'b'.repeat(43) }, typed: [] },
  ];

  test.each(mails.flatMap((mail) => (['bn', 'hi'] as const).map((language) => ({ ...mail, language }))))(
    '$template in $language: subject, HTML and text with no English sentence, footer included',
    ({ template, params, typed, language }) => {
      const mail = renderMail(template, { ...params, language }, SITE);
      expect(mail.html).toContain(`<html lang="${language}">`);
      expect(mail.subject).toMatch(SCRIPT[language]);
      const htmlText = mail.html.replace(/<[^>]+>/g, ' ');
      for (const text of [mail.subject, htmlText, mail.text])
        expect({ template, language, english: englishSentences(text, typed) }).toEqual({
          template,
          language,
          english: [],
        });
      // The footer in the language; the campus phones as they are.
      expect(mail.text).toContain(`${FOOTER_TEXTS[language].kolkata}: `);
      expect(mail.text).toContain(FOOTER_TEXTS[language].hours);
      expect(mail.html).toContain(FOOTER_TEXTS[language].siliguri);
    },
  );

  test('the English e-mails are unchanged: English footer, English text, the English page', () => {
    const code = renderMail('data_access_code', { code: '123456', expires_at: '2026-12-01T06:15:00.000Z' }, SITE);
    expect(code.html).toContain('<html lang="en">');
    expect(code.subject).toBe('Your code for your data at Skyline Institute: 123456');
    expect(code.text).toContain('It works once, until 1 Dec 2026, 11:45 am (India time).');
    expect(code.text).toContain('https://site.test/your-data\n');
    expect(code.text).toContain('Monday to Saturday: 9:00 AM to 6:00 PM');
    const guardian = renderMail('guardian_consent', guardianParams, SITE);
    expect(guardian.text).toContain('> Applicant\'s name: "Riya Roy"');
    expect(guardian.text).toContain('Dear parent or guardian,');
  });

  test('a code asked from a Bengali page links the Bengali page and writes its time the Bengali way', () => {
    const mail = renderMail(
      'data_access_code',
      { code: '123456', expires_at: '2026-12-01T06:15:00.000Z', language: 'bn' },
      SITE,
    );
    expect(mail.text).toContain('https://site.test/bn/your-data\n');
    // 11:45 in Kolkata, in Bengali digits.
    expect(mail.text).toContain('১১:৪৫');
    expect(mail.subject).toContain('123456');
  });

  test('the footer translations were written for the office hours in common/site.ts', () => {
    // Change these only together with FOOTER_TEXTS (server/mail/templates/layout.tsx) in every language.
    expect(OFFICE_HOURS).toEqual({ days: 'Monday to Saturday', hours: '9:00 AM to 6:00 PM' });
  });
});

describe.each(backends)('e-mails and pages in the language of the page used (%s)', (backend) => {
  let ctx: TestContext;
  let address = 0;
  beforeAll(async () => {
    ctx = await createTestContext(backend, { TRUST_PROXY: '1', PUBLIC_URL: 'https://site.test' });
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => ctx?.close());
  const from = () => {
    address += 1;
    return `10.46.0.${address}`;
  };

  it('sends the "Your data" code in the language the page asked in, and refuses a language the site lacks', async () => {
    const ask = (body: object) =>
      request(ctx.app).post('/api/public/your-data/code').set('X-Forwarded-For', from()).send(body);
    const codes = (email: string) =>
      ctx.db.knex('mail_outbox').where({ template: 'data_access_code' }).whereRaw('? = ANY(recipients)', [email]);

    expect((await ask({ contact: 'hindi.reader@example.in', language: 'hi' })).status).toBe(202);
    const [hindi] = await codes('hindi.reader@example.in');
    expect(hindi.params.language).toBe('hi');
    const rendered = renderMail(hindi.template, hindi.params, SITE);
    expect(rendered.subject).toMatch(/आपके डेटा का कोड: \d{6}$/);
    expect(rendered.text).toContain('https://site.test/hi/your-data');

    expect((await ask({ contact: 'english.reader@example.in' })).status).toBe(202);
    const [english] = await codes('english.reader@example.in');
    expect(english.params).not.toHaveProperty('language');

    const refused = await ask({ contact: 'french.reader@example.in', language: 'fr' });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toEqual(expect.any(String));
    expect(await codes('french.reader@example.in')).toHaveLength(0);
  });

  it("writes a minor's guardian e-mail, confirmation page and answer in the language of the application's page", async () => {
    const bornSixteenYearsAgo = `${new Date().getUTCFullYear() - 16}-03-10`;
    const res = await request(ctx.app)
      .post('/api/public/admission_applications')
      .set('X-Forwarded-For', from())
      .send({
        full_name: 'रिया रॉय',
        date_of_birth: bornSixteenYearsAgo,
        email: 'riya.hi@example.in',
        phone: '+91 98300 66116',
        tenth_percentage: 81,
        twelfth_percentage: 74.5,
        stream: 'science',
        board: 'CBSE',
        course_type: 'degree',
        preferred_course: 'bba',
        preferred_campus: 'kolkata',
        guardian_name: 'मीता रॉय',
        guardian_relation: 'mother',
        guardian_phone: '+91 98300 66117',
        guardian_email: 'mita.hi@example.in',
        consent: { notice_version: NOTICE_VERSION, language: 'hi', marketing: false },
      });
    expect(res.status).toBe(201);
    const mail = await ctx.db
      .knex('mail_outbox')
      .where({ template: 'guardian_consent' })
      .whereRaw('? = ANY(recipients)', ['mita.hi@example.in'])
      .first();
    expect(mail.params.language).toBe('hi');
    const rendered = renderMail(mail.template, mail.params, SITE);
    expect(rendered.subject).toContain('कृपया पुष्टि करें');
    expect(rendered.text).toContain('आवेदक का नाम: "रिया रॉय"');
    const token = /\/guardian\/confirm\?token=([A-Za-z0-9_-]+)&lang=hi/.exec(rendered.text)?.[1] ?? '';
    expect(token).not.toBe('');

    const page = await request(ctx.app).get(`/guardian/confirm?token=${token}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<html lang="hi">');
    expect(page.text).toContain('आवेदन की पुष्टि करें');
    expect(page.text).toContain('href="/hi/privacy"');
    expect(page.text).toContain('कोलकाता कैंपस');
    // Read in the site's own Devanagari face, as its pages are.
    expect(page.text).toContain('Noto Sans Devanagari');
    expect(englishSentences(page.text.replace(/<style[^>]*>[^<]*<\/style>/g, ' ').replace(/<[^>]+>/g, ' '))).toEqual(
      [],
    );

    const confirmed = await request(ctx.app).post('/guardian/confirm').type('form').send({ token, lang: 'hi' });
    expect(confirmed.status).toBe(200);
    expect(confirmed.text).toContain('रिया रॉय के आवेदन की पुष्टि हो गई है');
    expect(confirmed.text).toContain('href="/hi/"');
    // Used once: the same link now says so, still in Hindi (the form carries the page's language).
    const again = await request(ctx.app).post('/guardian/confirm').type('form').send({ token, lang: 'hi' });
    expect(again.status).toBe(404);
    expect(again.text).toContain('यह लिंक अब मान्य नहीं है');
    // The e-mail's link, once used, says so in Hindi too.
    const used = await request(ctx.app).get(`/guardian/confirm?token=${token}&lang=hi`);
    expect(used.status).toBe(404);
    expect(used.text).toContain('<html lang="hi">');
    // A stranger's link with no language is answered in English.
    const unknown = await request(ctx.app).get(`/guardian/confirm?token=${'z'.repeat(43)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('This link is not valid any more');
  });
});
