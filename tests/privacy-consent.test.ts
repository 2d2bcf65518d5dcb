// DPDP point 1: every form takes the visitor's consent to the itemised notice (common/privacy.ts), stores a consent
// record with each submission, refuses a refused or stale consent, and still accepts the contract's posts without it.
import request from 'supertest';
import type { PublicFormResource } from '../common/forms';
import { NOTICE_VERSION } from '../common/privacy';
import { backends, createTestContext, type TestContext } from './helpers/context';
import { visitorForms } from './helpers/visitor-forms';

const SETUP_TIMEOUT_MS = 180_000;

const forms: Record<PublicFormResource, Record<string, unknown>> = visitorForms({
  name: 'Consent Person',
  email: 'person@consent.example',
  phones: ['+91 98300 11111', '98300 22222', '98300 33333'],
});
const resources = Object.keys(forms) as PublicFormResource[];
const consent = (extra: Record<string, unknown> = {}) => ({ notice_version: NOTICE_VERSION, language: 'en', ...extra });

describe.each(backends)('consent to the privacy notice (%s)', (backend) => {
  let ctx: TestContext;
  let address = 0;
  beforeAll(async () => {
    ctx = await createTestContext(backend, { TRUST_PROXY: '1' });
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => ctx?.close());

  const post = (resource: string, body: unknown, key?: string) => {
    // Each post as another visitor (behind the proxy the address is X-Forwarded-For): no rate limit is reached.
    address += 1;
    const call = request(ctx.app)
      .post(`/api/public/${resource}`)
      .set('X-Forwarded-For', `10.20.${address >> 8}.${address & 255}`);
    return (key ? call.set('Idempotency-Key', key) : call).send(body as object);
  };
  const rowOf = (resource: string, email: string) =>
    ctx.db.knex(resource).whereRaw('lower(email) = lower(?)', [email]).first();

  it.each(resources)('%s stores the consent record: notice version, language, time, news', async (resource) => {
    const before = Date.now();
    const body = { ...forms[resource], consent: consent({ marketing: resource !== 'contact_forms' }) };
    const answer = await post(resource, body);
    expect(answer.body).toEqual({ id: expect.any(String) });
    expect(answer.status).toBe(201);
    const row = await rowOf(resource, String(forms[resource].email));
    expect(row.consent_notice_version).toBe(NOTICE_VERSION);
    expect(row.consent_language).toBe('en');
    expect(new Date(row.consent_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row.marketing_consent).toBe(resource !== 'contact_forms');
  });

  it.each(resources)(
    '%s stores the consent when sent with an Idempotency-Key (the browser forms)',
    async (resource) => {
      const email = `keyed.${resource}@consent.example`;
      const answer = await post(resource, { ...forms[resource], email, consent: consent() }, `key-${resource}-1`);
      expect(answer.status).toBe(201);
      const row = await rowOf(resource, email);
      expect(row.consent_notice_version).toBe(NOTICE_VERSION);
      expect(row.marketing_consent).toBe(resource === 'newsletter_subscriptions');
    },
  );

  it.each(resources)('%s without consent (the contract): 201, recorded as no consent given', async (resource) => {
    const email = `plain.${resource}@consent.example`;
    const answer = await post(resource, { ...forms[resource], email });
    expect(answer.status).toBe(201);
    const row = await rowOf(resource, email);
    expect(row.consent_notice_version).toBeNull();
    expect(row.consent_at).toBeNull();
    expect(row.marketing_consent).toBe(resource === 'newsletter_subscriptions');
  });

  it.each(resources)('%s refuses consent: false, naming the field', async (resource) => {
    const answer = await post(resource, { ...forms[resource], consent: false });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({ consent: 'Tick the box to agree to the privacy notice before sending' });
  });

  it('refuses a consent to another notice version, an unknown language or an unknown key', async () => {
    const stale = await post('contact_forms', {
      ...forms.contact_forms,
      consent: consent({ notice_version: '2020-01-01' }),
    });
    expect(stale.status).toBe(400);
    expect(stale.body.fields.consent).toMatch(/privacy notice has changed/);
    const language = await post('contact_forms', { ...forms.contact_forms, consent: consent({ language: 'xx' }) });
    expect(language.status).toBe(400);
    expect(language.body.fields).toHaveProperty('consent');
    const extra = await post('contact_forms', { ...forms.contact_forms, consent: consent({ sneaky: 1 }) });
    expect(extra.status).toBe(400);
    expect(extra.body.fields).toHaveProperty('consent');
    const marketing = await post('contact_forms', { ...forms.contact_forms, consent: consent({ marketing: 'yes' }) });
    expect(marketing.status).toBe(400);
    expect(marketing.body.fields).toHaveProperty('consent');
  });
});
