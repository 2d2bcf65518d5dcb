// The counsellors' daily digest: queued once per Kolkata day from 08:00 (until noon) however many replicas tick,
// one e-mail per counsellor with follow-ups, every value escaped.

import type { Database } from '../server/db/index';
import { type CollectFollowUps, digestDue, queueDailyDigests } from '../server/mail/daily-digest';
import { renderMail } from '../server/mail/templates/index';
import { backends, createTestDatabase } from './helpers/context';

const collect: CollectFollowUps = async () => [
  {
    email: 'counsellor@skyline.test',
    name: 'Asha',
    followups: [
      {
        applicant_name: '<img src=x onerror=alert(1)>',
        due_on: '2026-11-20',
        overdue: true,
        path: '/contact_forms/4/show',
      },
      {
        applicant_name: 'Rahul Das',
        due_on: '2026-11-26',
        overdue: false,
        path: '/registration_forms/9/show',
        note: 'Call back',
      },
    ],
  },
  { email: 'idle@skyline.test', name: 'Idle', followups: [] },
];

describe('the digest window', () => {
  it('opens at 08:00 and closes at noon, Kolkata time', () => {
    expect(digestDue(new Date('2026-11-26T02:29:59Z'))).toEqual({ due: false, day: '2026-11-26' });
    expect(digestDue(new Date('2026-11-26T02:30:00Z'))).toEqual({ due: true, day: '2026-11-26' });
    expect(digestDue(new Date('2026-11-26T06:29:00Z')).due).toBe(true);
    expect(digestDue(new Date('2026-11-26T06:30:00Z')).due).toBe(false);
    // 23:00 UTC is already the next morning's 04:30 in Kolkata: the next day, not yet due.
    expect(digestDue(new Date('2026-11-25T23:00:00Z'))).toEqual({ due: false, day: '2026-11-26' });
  });

  it('renders each follow-up with its link, escaped', () => {
    const mail = renderMail(
      'followup_digest',
      { counsellor_name: 'Asha', day: '2026-11-26', followups: [] },
      { publicUrl: 'https://site.test' },
    );
    expect(mail.subject).toBe('Your follow-ups today: 0 due, 0 overdue');
  });
});

describe.each(backends)('daily digest on %s', (backend) => {
  let db: Database;
  let dropDatabase: () => Promise<void>;
  beforeAll(async () => {
    ({ db, dropDatabase } = await createTestDatabase(backend));
  }, 120_000);
  afterAll(async () => {
    await db.close();
    await dropDatabase();
  });

  it('queues one digest per counsellor with follow-ups, once per day across concurrent replicas', async () => {
    expect(await queueDailyDigests(db.knex, collect, new Date('2026-11-26T02:00:00Z'))).toBeUndefined();
    expect(await db.knex('scheduled_runs').count({ n: '*' })).toEqual([{ n: 0 }]);

    const morning = new Date('2026-11-26T02:45:00Z');
    const results = await Promise.all([1, 2, 3].map(() => queueDailyDigests(db.knex, collect, morning)));
    expect(results.filter((queued) => queued !== undefined)).toEqual([1]);
    expect(await queueDailyDigests(db.knex, collect, new Date('2026-11-26T05:00:00Z'))).toBeUndefined();

    const rows = await db.knex('mail_outbox').where({ template: 'followup_digest' });
    expect(rows).toHaveLength(1);
    expect(rows[0].recipients).toEqual(['counsellor@skyline.test']);
    const mail = renderMail(rows[0].template, rows[0].params, { publicUrl: 'https://site.test' });
    expect(mail.subject).toBe('Your follow-ups today: 1 due, 1 overdue');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('https://site.test/admin/registration_forms/9/show');
    expect(mail.text).toContain('overdue since 2026-11-20');
    expect(mail.text).toContain('Rahul Das: due today (Call back)');

    // The next day is a new run.
    expect(await queueDailyDigests(db.knex, collect, new Date('2026-11-27T03:00:00Z'))).toBe(1);
  });
});
