// "New applicant" (issue 33, point 2): staff enter a walk-in, a phone enquiry, a fair's or a referral's, with the
// consent the person gave in person (recorded as the staff member's, with the notice's version and the time). The
// same person already known (same e-mail, or same phone and name) is offered instead, never joined silently: staff
// may then add the enquiry to that applicant (`join_id`). A phone alone under another name makes a new applicant
// marked `possible_duplicate_of`, as a visitor's form does (leads_link). The entry is a row of applicant_entries,
// which privacy reads like a form (server/privacy/personal-data.ts).
import type { Router } from 'express';
import type { Knex } from 'knex';
import { z } from 'zod';
import { APPLICATION_COURSES, CAMPUSES } from '../../common/enums';
import { STAFF_SOURCES, type StaffSource } from '../../common/leads';
import { phoneE164 } from '../../common/phone';
import { NOTICE_VERSION } from '../../common/privacy';
import { plainString } from '../../common/text';
import { recordAudit } from '../audit/log';
import { type StaffMember, staffOf } from '../http/access';
import { badRequest, HttpError, notFound } from '../http/errors';
import { createApiRouter } from '../http/router';
import { tellNewOwner } from './edits';
import { parse } from './writes';

/** An empty text box is no value. */
const blankIsNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), schema);

export const entryName = plainString({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(120, 'Name must be at most 120 characters');
export const entryPhone = blankIsNull(
  plainString({ error: 'Phone must be text' })
    .trim()
    .max(30, 'Enter a valid phone number')
    .refine((phone) => phoneE164(phone) !== null, 'Enter a valid phone number')
    .nullish(),
);
export const entryEmail = blankIsNull(z.email('Enter a valid email address').trim().max(254).nullish());

const entrySchema = z
  .strictObject({
    name: entryName,
    phone: entryPhone,
    email: entryEmail,
    course: blankIsNull(z.enum(APPLICATION_COURSES, { error: 'Choose a course from the list' }).nullish()),
    campus: blankIsNull(z.enum(CAMPUSES, { error: 'Choose a campus from the list' }).nullish()),
    source: z.enum(STAFF_SOURCES, { error: 'Choose how they came: Walk-in, Phone, Fair or Referral' }),
    note: plainString().trim().max(5000, 'Note must be at most 5000 characters').default(''),
    owner_id: z.number({ error: 'Choose the owner from the list' }).int().positive().nullish(),
    consent_in_person: z.literal(true, {
      error: 'Record that they agreed, in person, to the privacy notice: ask them before saving',
    }),
    marketing_consent: z.boolean().default(false),
    /** The applicant this enquiry is added to, when staff chose the one offered as the same person. */
    join_id: z.number().int().positive().optional(),
  })
  .refine((body) => body.phone || body.email, {
    message: 'Enter a phone number or an e-mail address',
    path: ['phone'],
  });
type Entry = z.infer<typeof entrySchema>;

/** Who an applicant may be: the same e-mail, or the same phone under a name that is not someone else's. */
export type EntryMatch = {
  match: 'email' | 'phone_and_name' | 'phone_only';
  applicant: { id: number; name: string; email: string | null; phone: string | null; owner_id: number | null };
};

/** The applicant staff's entry is the same person as (or, by phone alone under another name, may be). */
export async function matchEntry(
  trx: Knex.Transaction,
  entry: { name: string; email: string | null; phoneKey: string | null },
): Promise<EntryMatch | null> {
  const email = entry.email?.toLowerCase() ?? null;
  // The same locks as leads_link: a form and a walk-in of one person at once wait for each other.
  if (email) await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [`lead:e:${email}`]);
  if (entry.phoneKey) await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [`lead:p:${entry.phoneKey}`]);
  const byKey = (key: string) =>
    trx('applicant_keys as k')
      .join('applicants as a', 'a.id', 'k.applicant_id')
      .where('k.key', key)
      .first(
        'a.id',
        'a.name',
        'a.email',
        'a.phone',
        'a.owner_id',
        trx.raw('leads_other_name(a.name, ?) AS other_name', [entry.name]),
      );
  if (email) {
    const found = await byKey(`e:${email}`);
    if (found) return { match: 'email', applicant: applicantOf(found) };
  }
  if (entry.phoneKey) {
    const found = await byKey(`p:${entry.phoneKey}`);
    if (found) return { match: found.other_name ? 'phone_only' : 'phone_and_name', applicant: applicantOf(found) };
  }
  return null;
}

const applicantOf = (row: Record<string, unknown>): EntryMatch['applicant'] => ({
  id: Number(row.id),
  name: String(row.name ?? ''),
  email: (row.email as string | null) ?? null,
  phone: (row.phone as string | null) ?? null,
  owner_id: (row.owner_id as number | null) ?? null,
});

/**
 * The owner of applicants staff enter (one by one or by import): counsellors enter for themselves; an admin may give
 * them to any active member, or nobody.
 */
export async function entryOwner(
  knex: Knex | Knex.Transaction,
  member: StaffMember,
  asked: number | null | undefined,
): Promise<number | null> {
  if (asked === undefined) return member.id;
  if (member.role !== 'admin' && asked !== member.id)
    throw new HttpError(403, 'Only an admin may enter applicants for someone else', {
      fields: { owner_id: 'You enter applicants for yourself' },
    });
  if (asked === null) return null;
  const owner = await knex('staff').where({ id: asked, active: true }).first('id');
  if (!owner)
    throw badRequest('Please correct the highlighted fields', {
      fields: { owner_id: 'Choose an active staff member' },
    });
  return asked;
}

/** The consent columns of an entry staff recorded: in person (one by one) or vouched for by the importer. */
export const recordedConsent = (member: StaffMember, method: 'in_person' | 'import', at: Date) => ({
  consent_method: method,
  consent_notice_version: NOTICE_VERSION,
  consent_at: at,
  consent_recorded_by: member.id,
  consent_recorded_by_name: member.name || member.email,
});

async function addNote(trx: Knex.Transaction, applicantId: number, body: string, staffId: number, at: Date) {
  if (!body) return null;
  const [note] = await trx('applicant_notes')
    .insert({ applicant_id: applicantId, author_id: staffId, body, created_at: at, updated_at: at })
    .returning('id');
  return Number(note.id);
}

async function addKeys(trx: Knex.Transaction, applicantId: number, keys: (string | null)[]): Promise<string[]> {
  const wanted = keys.filter((key): key is string => key !== null);
  if (!wanted.length) return [];
  const { rows } = await trx.raw(
    `INSERT INTO applicant_keys (key, applicant_id) SELECT unnest(?::text[]), ?
     ON CONFLICT (key) DO NOTHING RETURNING key`,
    [wanted, applicantId],
  );
  return rows.map((row: { key: string }) => row.key);
}

/** The entry's row (with its keys and note): the record of the enquiry and of the consent given in person. */
async function recordEntry(
  trx: Knex.Transaction,
  applicantId: number,
  body: Entry,
  member: StaffMember,
  at: Date,
  extra: { version_after: number; joined?: boolean; before?: string },
): Promise<number> {
  const phoneKey = phoneE164(body.phone);
  const keysAdded = await addKeys(trx, applicantId, [
    body.email ? `e:${body.email.toLowerCase()}` : null,
    phoneKey ? `p:${phoneKey}` : null,
  ]);
  const noteId = await addNote(trx, applicantId, body.note, member.id, at);
  const [entry] = await trx('applicant_entries')
    .insert({
      applicant_id: applicantId,
      source: body.source,
      name: body.name,
      email: body.email ?? null,
      phone: body.phone ?? null,
      phone_e164: phoneKey,
      course: body.course ?? null,
      campus: body.campus ?? null,
      note_id: noteId,
      ...recordedConsent(member, 'in_person', at),
      marketing_consent: body.marketing_consent,
      created_by: member.id,
      keys_added: keysAdded,
      created_at: at,
      entered_at: at,
      ...extra,
    })
    .returning('id');
  return Number(entry.id);
}

/** A new applicant from staff's entry, with its timeline, keys, note and entry row; returns its id. */
async function createFromEntry(
  trx: Knex.Transaction,
  body: Entry,
  member: StaffMember,
  at: Date,
): Promise<{ applicantId: number; entryId: number; possibleDuplicateOf: number | null }> {
  const phoneKey = phoneE164(body.phone);
  const match = await matchEntry(trx, { name: body.name, email: body.email ?? null, phoneKey });
  if (match && match.match !== 'phone_only')
    throw new HttpError(
      409,
      match.match === 'email'
        ? `An applicant with this e-mail is already here: ${match.applicant.name || 'no name given'} (#${match.applicant.id}). Open them, or add this enquiry to them.`
        : `${match.applicant.name} (#${match.applicant.id}) has this phone number already. Open them, or add this enquiry to them.`,
      { match: match.match, existing: match.applicant },
    );
  const possibleDuplicateOf = match?.applicant.id ?? null;
  const ownerId = await entryOwner(trx, member, body.owner_id);
  const [applicant] = await trx('applicants')
    .insert({
      name: body.name,
      email: body.email ?? null,
      phone: body.phone ?? null,
      phone_e164: phoneKey,
      source: body.source,
      course: body.course ?? null,
      campus: body.campus ?? null,
      owner_id: ownerId,
      possible_duplicate_of: possibleDuplicateOf,
      // Staff have spoken to them: not "untouched".
      first_contacted_at: at,
      last_touched_at: at,
      created_at: at,
      updated_at: at,
      updated_by: member.id,
    })
    .returning(['id', 'version']);
  const applicantId = Number(applicant.id);
  const entryId = await recordEntry(trx, applicantId, body, member, at, { version_after: applicant.version });
  await trx('applicant_events').insert(
    [
      {
        applicant_id: applicantId,
        kind: 'created_by_staff',
        staff_id: member.id,
        at,
        data: { source: body.source, entry_id: entryId },
      },
      ...(ownerId
        ? [{ applicant_id: applicantId, kind: 'assigned', staff_id: member.id, at, data: { owner_id: ownerId } }]
        : []),
      ...(possibleDuplicateOf
        ? [
            {
              applicant_id: applicantId,
              kind: 'possible_duplicate',
              staff_id: member.id,
              at,
              data: { other_id: possibleDuplicateOf, by: 'phone' },
            },
          ]
        : []),
    ].map((event) => ({ ...event, data: JSON.stringify(event.data) })),
  );
  if (ownerId)
    await tellNewOwner(trx, ownerId, member.id, { count: 1, applicant_id: applicantId, applicant_name: body.name });
  return { applicantId, entryId, possibleDuplicateOf };
}

/** Staff's entry added to an applicant they chose (the one offered as the same person). */
async function joinEntry(
  trx: Knex.Transaction,
  body: Entry & { join_id: number },
  member: StaffMember,
  at: Date,
): Promise<{ applicantId: number; entryId: number }> {
  const target = (await trx('applicants').where({ id: body.join_id }).forUpdate().first()) as
    | Record<string, unknown>
    | undefined;
  if (!target) throw notFound('No such applicant');
  if (target.merged_into_id)
    throw new HttpError(409, `This applicant was merged into #${target.merged_into_id}: add the enquiry there`);
  const applicantId = Number(target.id);
  const phoneKey = phoneE164(body.phone);
  // As a later form does: what the applicant lacks is filled, course and campus follow the latest interest.
  const [after] = await trx('applicants')
    .where({ id: applicantId })
    .update({
      name: trx.raw("CASE WHEN name = '' THEN ? ELSE name END", [body.name]),
      email: trx.raw('coalesce(email, ?)', [body.email ?? null]),
      phone: trx.raw('coalesce(phone, ?)', [body.phone ?? null]),
      phone_e164: trx.raw('coalesce(phone_e164, ?)', [phoneKey]),
      course: trx.raw('coalesce(?, course)', [body.course ?? null]),
      campus: trx.raw('coalesce(?, campus)', [body.campus ?? null]),
      last_touched_at: at,
      first_contacted_at: trx.raw('coalesce(first_contacted_at, ?)', [at]),
      version: Number(target.version) + 1,
      updated_at: at,
      updated_by: member.id,
    })
    .returning('version');
  const entryId = await recordEntry(trx, applicantId, body, member, at, {
    joined: true,
    before: JSON.stringify(beforeOf(target)),
    version_after: after.version,
  });
  await trx('applicant_events').insert({
    applicant_id: applicantId,
    kind: 'entry',
    staff_id: member.id,
    at,
    data: JSON.stringify({ source: body.source, entry_id: entryId }),
  });
  return { applicantId, entryId };
}

/** The values a joining entry may change, as they were (an import's undo puts them back). */
export const beforeOf = (row: Record<string, unknown>) => ({
  name: row.name,
  email: row.email,
  phone: row.phone,
  phone_e164: row.phone_e164,
  course: row.course,
  campus: row.campus,
  first_contacted_at: row.first_contacted_at,
  last_touched_at: row.last_touched_at,
});

export function createEntryRoutes(knex: Knex, clock: () => number): Router {
  const router = createApiRouter();

  router.post('/', async (req, res) => {
    const body = parse(entrySchema, req.body);
    const member = staffOf(res);
    const at = new Date(clock());
    const result = await knex.transaction(async (trx) => {
      const done =
        body.join_id !== undefined
          ? { ...(await joinEntry(trx, { ...body, join_id: body.join_id }, member, at)), possibleDuplicateOf: null }
          : await createFromEntry(trx, body, member, at);
      await recordAudit(trx, req, {
        action: 'applicant_create',
        resource: 'applicants',
        recordId: done.applicantId,
        details: {
          applicant_id: done.applicantId,
          entry_id: done.entryId,
          source: body.source as StaffSource,
          joined: body.join_id !== undefined,
          possible_duplicate_of: done.possibleDuplicateOf,
        },
      });
      return trx('applicants').where({ id: done.applicantId }).first();
    });
    res.status(201).json(result);
  });

  return router;
}

/** An applicant's staff entries with the consent each recorded, for the applicant's page. */
export function entriesOf(knex: Knex | Knex.Transaction, applicantId: number) {
  return knex('applicant_entries as e')
    .leftJoin('staff as s', 's.id', 'e.created_by')
    .where('e.applicant_id', applicantId)
    .orderBy([{ column: 'e.created_at' }, { column: 'e.id' }])
    .select(
      'e.id',
      'e.source',
      'e.import_id',
      'e.name',
      'e.email',
      'e.phone',
      'e.course',
      'e.campus',
      'e.consent_method',
      'e.consent_notice_version',
      'e.consent_at',
      'e.consent_recorded_by_name',
      'e.marketing_consent',
      'e.created_at',
      's.name as created_by_name',
    );
}
