// Issue 34, item 4: the visitor forms in Bengali and Hindi. The consent record keeps the language the notice was read
// in (en, bn, hi; another is refused with a clear 400), the visitor's acknowledgement and newsletter confirmation are
// written in it, phone numbers
// typed in Bengali or Devanagari digits are understood, and names in those scripts are kept as typed. The shared zod
// rules' English messages (the API contract's) each have their own translation on a Bengali or Hindi page.
import fs from 'node:fs';
import path from 'node:path';
import { parsePo } from 'pofile-ts';
import request from 'supertest';
import { contactFormSchema, fieldErrors, publicFormSchemas } from '../common/forms';
import { NOTICE_VERSION } from '../common/privacy';
import { fieldErrorText } from '../public-site/components/forms/errorText';
import { renderMail } from '../server/mail/templates/index';
import { backends, createTestContext, type TestContext } from './helpers/context';

const SETUP_TIMEOUT_MS = 180_000;
const site = { publicUrl: 'https://site.test' };
const consent = (language: string) => ({ notice_version: NOTICE_VERSION, language, marketing: false });

describe.each(backends)('forms in Bengali and Hindi (%s)', (backend) => {
  let ctx: TestContext;
  let address = 0;
  beforeAll(async () => {
    ctx = await createTestContext(backend, { TRUST_PROXY: '1' });
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => ctx?.close());

  const post = (resource: string, body: unknown) => {
    address += 1;
    return request(ctx.app)
      .post(`/api/public/${resource}`)
      .set('X-Forwarded-For', `10.34.${address >> 8}.${address & 255}`)
      .send(body as object);
  };
  const acknowledgementTo = async (email: string) =>
    ctx.db.knex('mail_outbox').where({ template: 'acknowledgement' }).whereRaw('recipients[1] = ?', [email]).first();

  it('a contact form sent from /bn/contact: consent in bn, digits understood, name kept, acknowledgement in Bengali', async () => {
    const email = 'bengali@lang.example';
    const answer = await post('contact_forms', {
      name: 'সুমিতা দাস',
      email,
      phone: '+৯১ ৯৮৩০০ ১১১১১',
      message: 'ভর্তির তারিখ জানাবেন',
      consent: consent('bn'),
    });
    expect(answer.status).toBe(201);
    const row = await ctx.db.knex('contact_forms').where({ email }).first();
    expect(row.consent_language).toBe('bn');
    expect(row.name).toBe('সুমিতা দাস');
    expect(row.phone).toBe('+91 98300 11111');
    expect(row.message).toBe('ভর্তির তারিখ জানাবেন');
    const mail = await acknowledgementTo(email);
    expect(mail.params).toEqual({ form: 'contact_forms', name: 'সুমিতা দাস', language: 'bn' });
    const rendered = renderMail(mail.template, mail.params, site);
    expect(rendered.subject).toMatch(/^আপনার বার্তা আমরা পেয়েছি — /);
    expect(rendered.html).toContain('<html lang="bn">');
    expect(rendered.text).toContain('প্রিয় সুমিতা দাস,');
    expect(rendered.text).not.toContain('Thank you');
  });

  it('an application sent from /hi/courses: consent in hi, Devanagari digits understood, acknowledgement in Hindi', async () => {
    const email = 'hindi@lang.example';
    const answer = await post('admission_applications', {
      full_name: 'राहुल शर्मा',
      date_of_birth: '2000-04-15',
      email,
      phone: '९८३०० २२२२२',
      tenth_percentage: 82.5,
      twelfth_percentage: 76.25,
      stream: 'commerce',
      board: 'CBSE',
      course_type: 'degree',
      preferred_course: 'bba',
      preferred_campus: 'siliguri',
      consent: consent('hi'),
    });
    expect(answer.status).toBe(201);
    const row = await ctx.db.knex('admission_applications').where({ email }).first();
    expect(row.consent_language).toBe('hi');
    expect(row.full_name).toBe('राहुल शर्मा');
    expect(row.phone).toBe('98300 22222');
    const mail = await acknowledgementTo(email);
    expect(mail.params.language).toBe('hi');
    expect(renderMail(mail.template, mail.params, site).subject).toMatch(/^आपका प्रवेश आवेदन हमें मिल गया है — /);
  });

  it('a prospectus request keeps its language too; a post without consent stays English', async () => {
    const email = 'prospectus.bn@lang.example';
    expect(
      (await post('prospectus_requests', { full_name: 'অমিত রায়', email, phone: '৯৮৩০০৩৩৩৩৩', consent: consent('bn') }))
        .status,
    ).toBe(201);
    expect((await ctx.db.knex('prospectus_requests').where({ email }).first()).consent_language).toBe('bn');
    const english = 'english@lang.example';
    expect((await post('contact_forms', { name: 'Ann', email: english, phone: '9830044444' })).status).toBe(201);
    const mail = await acknowledgementTo(english);
    expect(mail.params).toEqual({ form: 'contact_forms', name: 'Ann' });
    expect(renderMail(mail.template, mail.params, site).subject).toMatch(/^We have received your contact form/);
  });

  it('the newsletter box of a Hindi page: the confirmation e-mail is in Hindi, its link the same', async () => {
    const email = 'newsletter.hi@lang.example';
    expect((await post('newsletter_subscriptions', { email, consent: consent('hi') })).status).toBe(201);
    const mail = await ctx.db
      .knex('mail_outbox')
      .where({ template: 'newsletter_confirmation' })
      .whereRaw('recipients[1] = ?', [email])
      .first();
    expect(mail.params).toEqual({ token: expect.any(String), language: 'hi' });
    const rendered = renderMail(mail.template, mail.params, site);
    expect(rendered.subject).toMatch(/न्यूज़लेटर की सदस्यता की पुष्टि करें$/);
    expect(rendered.html).toContain('<html lang="hi">');
    expect(rendered.text).toContain(
      `https://site.test/newsletter/confirm?token=${encodeURIComponent(mail.params.token)}`,
    );
  });

  it("the newsletter's own pages answer in the subscription's language, a used link in its address's", async () => {
    const email = 'newsletter.pages@lang.example';
    expect((await post('newsletter_subscriptions', { email, consent: consent('hi') })).status).toBe(201);
    const { token } = await ctx.db.knex('newsletter_subscriptions').where({ email }).first('token');
    const mail = await ctx.db
      .knex('mail_outbox')
      .where({ template: 'newsletter_confirmation' })
      .whereRaw('recipients[1] = ?', [email])
      .first();
    const rendered = renderMail(mail.template, mail.params, site);
    expect(rendered.text).toContain(`/newsletter/confirm?token=${encodeURIComponent(token)}&lang=hi`);
    expect(rendered.html).toContain(`/newsletter/unsubscribe?token=${encodeURIComponent(token)}&amp;lang=hi`);
    const hindi = (text: string) => {
      expect(text).toContain('<html lang="hi">');
      // Read in the site's Devanagari face, not whatever the phone has.
      expect(text).toContain('Noto Sans Devanagari');
      expect(text).not.toMatch(/newsletter|subscri|Confirm|Thank you|Visit the website/);
    };

    const ask = await request(ctx.app).get(`/newsletter/confirm?token=${token}`);
    expect(ask.status).toBe(200);
    hindi(ask.text.replace(/action="\/newsletter\/confirm"|\/newsletter\//g, ''));
    expect(ask.text).toContain('मेरी सदस्यता की पुष्टि करें');
    expect(ask.text).toContain('name="lang" value="hi"');
    const confirmed = await request(ctx.app).post('/newsletter/confirm').type('form').send({ token, lang: 'hi' });
    expect(confirmed.status).toBe(200);
    hindi(confirmed.text);
    expect(confirmed.text).toContain('सदस्यता की पुष्टि हो गई');
    expect((await ctx.db.knex('newsletter_subscriptions').where({ email }).first()).confirmed_at).not.toBeNull();

    const leave = await request(ctx.app).get(`/newsletter/unsubscribe?token=${token}`);
    expect(leave.text).toContain('सदस्यता बंद करें');
    // One click from a Hindi e-mail: the row goes, the answer stays in Hindi.
    const gone = await request(ctx.app).post(`/newsletter/unsubscribe?token=${token}&lang=hi`).type('form').send('');
    expect(gone.status).toBe(200);
    hindi(gone.text);
    expect(gone.text).toContain('सदस्यता बंद हो गई');
    expect(await ctx.db.knex('newsletter_subscriptions').where({ email }).first()).toBeUndefined();

    // A link no longer valid answers in the language its address carries; an unknown one falls back to English.
    const used = await request(ctx.app).get(`/newsletter/confirm?token=${token}&lang=bn`);
    expect(used.status).toBe(404);
    expect(used.text).toContain('<html lang="bn">');
    expect(used.text).toContain('লিংকটি আর কাজ করছে না');
    const other = await request(ctx.app).get(`/newsletter/confirm?token=${token}&lang=fr`);
    expect(other.status).toBe(404);
    expect(other.text).toContain('Link no longer valid');
  });

  it('refuses a language the notice is not published in, saying which it is', async () => {
    const answer = await post('contact_forms', {
      name: 'Ann',
      email: 'french@lang.example',
      phone: '9830055555',
      consent: consent('fr'),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({
      consent: 'The notice is published in en, bn, hi: language must be one of them',
    });
    expect(await ctx.db.knex('contact_forms').where({ email: 'french@lang.example' }).first()).toBeUndefined();
  });
});

describe('the shared rules in Bengali and Hindi digits and script', () => {
  it('read Bengali and Devanagari digits as 0–9 and keep names as typed', () => {
    const parsed = contactFormSchema.parse({ name: 'सीमा', email: 'a@b.example', phone: '(०३५३) २५१-२३४५' });
    expect(parsed.phone).toBe('(0353) 251-2345');
    expect(parsed.name).toBe('सीमा');
    expect(contactFormSchema.safeParse({ name: 'x', email: 'a@b.example', phone: '৯৮৩' }).success).toBe(false);
  });
});

describe("the rules' messages on a Bengali or Hindi page", () => {
  const catalogue = (language: string) =>
    new Map(
      parsePo(
        fs.readFileSync(path.join(import.meta.dirname, `../public-site/locales/${language}/messages.po`), 'utf8'),
      ).items.map((item) => [item.msgid, item.msgstr.join('')]),
    );
  const bn = catalogue('bn');
  const keyOf = (message: string) => {
    let key = '';
    fieldErrorText((id) => {
      key = id;
      return id;
    }, message);
    return key;
  };

  /** Every message the five forms' rules give for empty, wrong-typed and bad values. */
  const messages = new Set<string>();
  const bad: Record<string, unknown>[] = [
    {},
    Object.fromEntries(
      ['name', 'full_name', 'email', 'phone', 'course', 'message', 'stream', 'board', 'date_of_birth'].map((f) => [
        f,
        7,
      ]),
    ),
    {
      name: 'x'.repeat(121),
      full_name: 'a\tb',
      email: 'no-at',
      phone: '12',
      course: 'nope',
      tenth_percentage: 'abc',
      twelfth_percentage: 101,
      stream: 'magic',
      date_of_birth: '2030-01-01',
      course_type: 'x',
      preferred_course: 'x',
      preferred_campus: 'x',
      consent: false,
    },
    { tenth_percentage: 50.123, date_of_birth: '2001-02-30', consent: { notice_version: 'old', language: 'en' } },
    {
      full_name: 'Young One',
      date_of_birth: new Date(Date.now() - 15 * 365 * 864e5).toISOString().slice(0, 10),
      email: 'same@x.example',
      guardian_email: 'SAME@x.example',
    },
  ];
  for (const schema of Object.values(publicFormSchemas))
    for (const body of bad) {
      const result = schema.safeParse(body);
      if (!result.success)
        // "… must be text" only a hand-made post earns (a browser form sends text): it gets the catch-all.
        for (const [field, message] of Object.entries(fieldErrors(result.error)))
          if (field !== '_' && !/Unknown field|not part of the form| must be text$/.test(message))
            messages.add(message);
    }

  it('each has a translation of its own, not the catch-all', () => {
    expect(messages.size).toBeGreaterThan(15);
    const unmatched = [...messages].filter((message) => keyOf(message) === 'forms.error.invalid');
    expect(unmatched).toEqual([]);
    for (const message of messages) expect(bn.get(keyOf(message))).toBeTruthy();
  });

  it('keeps the values the message names', () => {
    const t = (id: string, values?: Record<string, unknown>) => `${id} ${JSON.stringify(values ?? {})}`;
    expect(fieldErrorText(t, 'Name must be at most 120 characters')).toBe('forms.error.tooLong {"max":"120"}');
  });
});
