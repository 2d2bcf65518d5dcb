// A batch of visitor posts makes the applicants of people the database has never seen in its own statement
// (server/submissions/submission-writer.ts, `link`), and leaves everyone else to the link trigger's one-by-one
// matching. Either way the result is what leads_link() makes: one applicant per person with their keys, an owner in
// turn, the "assigned" and "submission" events, the alert to that owner, kept counts that match; a known e-mail
// joins its applicant; a shared phone under another name is a new applicant marked as a possible duplicate, never
// joined; and a post of the same person committed elsewhere while the batch waits is seen, not made twice.
import { submissionMailColumns, submissionMailCtes } from '../server/mail/submission-mails';
import { linkColumns } from '../server/submissions/forms';
import { createSubmissionWriter } from '../server/submissions/submission-writer';
import { backends, createTestContext, type TestContext } from './helpers/context';
import { addStaff } from './helpers/staff';

const SETUP_TIMEOUT_MS = 180_000;
const INBOX = 'enquiries@skyline.test';

type Person = { name: string; email: string; phone: string };
const person = (name: string, phone: string): Person => ({
  name,
  email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.in`,
  phone,
});
const contactOf = (who: Person, course: string | null = 'spam') => ({
  ...who,
  course,
  message: `Fees for ${who.name}, please`,
  phone_e164: `+91${who.phone.replace(/\D/g, '').slice(-10)}`,
  attribution: { utm_source: 'results-day' },
});

describe.each(backends)('applicants of a batch of posts on %s', (backend) => {
  let ctx: TestContext;
  let owners: { id: number; email: string }[];
  beforeAll(async () => {
    ctx = await createTestContext(backend, { ENQUIRY_INBOX: INBOX });
    owners = [];
    for (const email of ['asha@skyline.test', 'binod@skyline.test']) {
      const { id } = await addStaff(ctx, email, 'Skyline-Counsel-2026!');
      owners.push({ id, email });
    }
    await ctx.db.knex('staff').update({ takes_leads: false });
    await ctx.db
      .knex('staff')
      .whereIn(
        'id',
        owners.map((owner) => owner.id),
      )
      .update({ role: 'counsellor', active: true, takes_leads: true, away: false });
  }, SETUP_TIMEOUT_MS);
  afterAll(() => ctx?.close());

  /** The app's own writer options for the contact form: the link, and its e-mails (alert, acknowledgement). */
  const writer = () =>
    createSubmissionWriter(ctx.db.knex, 100, 600, {
      link: linkColumns,
      followUp: () => ({
        returning: submissionMailColumns('contact_forms'),
        ctes: submissionMailCtes('contact_forms', [INBOX]),
      }),
    });
  const writeAll = (posts: Record<string, unknown>[]) => {
    const batch = writer();
    // Written in one tick: one statement.
    return Promise.all(posts.map((post, i) => batch.write('contact_forms', `test:batch-${i}-${Math.random()}`, post)));
  };
  const rowOf = (id: number | undefined) => ctx.db.knex('contact_forms').where({ id }).first();
  const keptCountsMatch = async () => {
    const knex = ctx.db.knex;
    const [{ kept }] = (await knex.raw('SELECT coalesce(sum(n), 0)::int AS kept FROM applicant_counts')).rows;
    const [{ live }] = (await knex.raw('SELECT count(*)::int AS live FROM applicants WHERE merged_into_id IS NULL'))
      .rows;
    expect(kept).toBe(live);
    const [{ counted }] = (
      await knex.raw("SELECT coalesce(sum(n), 0)::int AS counted FROM row_counts WHERE table_name = 'applicants'")
    ).rows;
    const [{ rows }] = (await knex.raw('SELECT count(*)::int AS rows FROM applicants')).rows;
    expect(counted).toBe(rows);
    const [{ searchable }] = (await knex.raw('SELECT count(*)::int AS searchable FROM applicant_search')).rows;
    expect(searchable).toBe(rows);
  };

  it('new people posted together: one applicant each, with keys, an owner in turn, events and the alert', async () => {
    const people = Array.from({ length: 10 }, (_, i) => person(`Fresh Visitor ${i}`, `98301 ${String(10_000 + i)}`));
    const results = await writeAll(people.map((who) => contactOf(who)));
    const seenOwners = new Set<number>();
    for (const [i, result] of results.entries()) {
      const row = await rowOf(result.id);
      const applicant = await ctx.db.knex('applicants').where({ id: row.applicant_id }).first();
      expect(applicant).toMatchObject({
        name: people[i].name,
        email: people[i].email,
        phone: people[i].phone,
        phone_e164: contactOf(people[i]).phone_e164,
        source: 'contact_forms',
        course: 'spam',
        stage: 'new',
        possible_duplicate_of: null,
        attribution: { utm_source: 'results-day' },
      });
      expect(owners.map((owner) => owner.id)).toContain(applicant.owner_id);
      seenOwners.add(applicant.owner_id);
      const keys = await ctx.db.knex('applicant_keys').where({ applicant_id: applicant.id }).orderBy('key');
      expect(keys.map((key) => key.key)).toEqual([`e:${people[i].email}`, `p:${applicant.phone_e164}`]);
      const events = await ctx.db.knex('applicant_events').where({ applicant_id: applicant.id }).orderBy('id');
      expect(events.map((event) => [event.kind, event.data])).toEqual([
        ['assigned', { owner_id: applicant.owner_id, round_robin: true }],
        ['submission', { source: 'contact_forms', submission_id: row.id, attribution: { utm_source: 'results-day' } }],
      ]);
      const alert = await ctx.db
        .knex('mail_outbox')
        .where({ template: 'enquiry_alert' })
        .whereRaw("params->>'id' = ?", [String(row.id)])
        .first();
      expect(alert.recipients).toEqual([owners.find((owner) => owner.id === applicant.owner_id)?.email]);
      expect(alert.params.applicant_id).toBe(applicant.id);
    }
    // Ten applicants, ten of their own, shared between the two counsellors taking leads.
    expect(new Set(results.map((result) => result.id)).size).toBe(10);
    expect(seenOwners.size).toBe(2);
    await keptCountsMatch();
  });

  it('in one batch: a known e-mail joins its applicant, a shared phone under another name is a possible duplicate', async () => {
    const known = person('Known Visitor', '98302 10000');
    const [first] = await writeAll([contactOf(known)]);
    const knownApplicant = (await rowOf(first.id)).applicant_id;
    const mother = person('Mita Sen', '98302 20000');
    const son = { ...person('Rohan Sen', '98302 20000') };
    const stranger = person('Stranger Visitor', '98302 30000');
    const results = await writeAll([
      contactOf({ ...known, phone: '98302 99999' }, 'sphm'),
      contactOf(mother),
      contactOf(son),
      contactOf(stranger),
    ]);
    const [again, motherRow, sonRow, strangerRow] = await Promise.all(results.map((result) => rowOf(result.id)));
    expect(again.applicant_id).toBe(knownApplicant);
    expect(await ctx.db.knex('applicants').where({ id: knownApplicant }).first()).toMatchObject({
      course: 'sphm',
      phone: known.phone,
    });
    expect(motherRow.applicant_id).not.toBe(sonRow.applicant_id);
    const sonApplicant = await ctx.db.knex('applicants').where({ id: sonRow.applicant_id }).first();
    expect(sonApplicant).toMatchObject({ name: son.name, possible_duplicate_of: motherRow.applicant_id });
    expect(await ctx.db.knex('applicants').where({ email: stranger.email }).count({ n: '*' })).toEqual([{ n: 1 }]);
    expect(strangerRow.applicant_id).not.toBeNull();
    // Each person's submissions are on their own timeline only.
    const submissionsOf = async (applicant: number) =>
      (await ctx.db.knex('applicant_events').where({ applicant_id: applicant, kind: 'submission' })).map(
        (event) => event.data.submission_id,
      );
    expect((await submissionsOf(knownApplicant)).sort()).toEqual([first.id, again.id].sort());
    expect(await submissionsOf(motherRow.applicant_id)).toEqual([motherRow.id]);
    expect(await submissionsOf(sonRow.applicant_id)).toEqual([sonRow.id]);
    await keptCountsMatch();
  });

  if (backend === 'postgres')
    it('a post of the same person committed elsewhere while the batch waits is joined, not made twice', async () => {
      const who = person('Racing Visitor', '98303 10000');
      const e164 = contactOf(who).phone_e164;
      let release!: () => void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let elsewhere: number | undefined;
      // Another replica's post of the same person: it has made the applicant and not committed yet.
      const other = ctx.db.knex.transaction(async (trx) => {
        const made = await trx.raw(
          "SELECT leads_link('registration_forms', 0, ?, ?, ?, ?, NULL, NULL, NULL, now()) AS id",
          [who.name, who.email, who.phone, e164],
        );
        elsewhere = made.rows[0].id;
        await held;
      });
      while (elsewhere === undefined) await new Promise((resolve) => setTimeout(resolve, 10));
      const written = writeAll([contactOf(who)]);
      // The batch waits for the other's locks on the person's keys.
      await new Promise((resolve) => setTimeout(resolve, 300));
      release();
      await other;
      const [result] = await written;
      expect((await rowOf(result.id)).applicant_id).toBe(elsewhere);
      expect(await ctx.db.knex('applicants').where({ email: who.email }).count({ n: '*' })).toEqual([{ n: 1 }]);
      await keptCountsMatch();
    });
});
