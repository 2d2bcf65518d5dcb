// One applicant as the panel shows it: GET /api/admin/applicants/:id with all it is linked to, and its timeline.
import type { Router } from 'express';
import type { Knex } from 'knex';
import type { MailTemplateName } from '../../common/mail';
import { staffOf } from '../http/access';
import { createApiRouter } from '../http/router';
import { applicantLanguage, submissionsOf } from './applicant-sources';
import { whatsAppMessage } from './calls';
import { possibleDuplicateOf } from './duplicates';
import { entriesOf } from './entries';
import { likelyDuplicates } from './likely-duplicates';
import { resolveApplicant } from './writes';

/** The e-mails to the person themselves that their timeline shows (not staff alerts, nor one-time codes). */
const APPLICANT_MAIL_TEMPLATES: readonly MailTemplateName[] = ['acknowledgement', 'newsletter_confirmation'];

/** GET /owners (who may own an applicant), GET /:id and GET /:id/timeline. */
export function createApplicantReadRoutes(knex: Knex): Router {
  const router = createApiRouter();

  /** Who may own an applicant: the active staff, for the panel's owner filter and pickers (counsellors too). */
  router.get('/owners', async (_req, res) => {
    const rows = await knex('staff')
      .where({ active: true })
      .orderBy([{ column: 'name' }, { column: 'id' }])
      .select('id', 'name', 'email', 'takes_leads', 'away');
    res.json(rows.map((row) => ({ ...row, name: row.name || row.email })));
  });

  router.get('/:id', async (req, res) => {
    const id = await resolveApplicant(knex, req.params.id);
    const applicant = await knex('applicants as a')
      .leftJoin('staff as s', 's.id', 'a.owner_id')
      .where('a.id', id)
      .first('a.*', 's.name as owner_name');
    const [submissions, entries, language] = await Promise.all([
      submissionsOf(knex, id),
      entriesOf(knex, id),
      applicantLanguage(knex, id),
    ]);
    const [follow_ups, merged] = await Promise.all([
      knex('applicant_follow_ups')
        .where({ applicant_id: id })
        .orderBy([{ column: 'done_at', order: 'desc', nulls: 'first' }, 'due_at']),
      knex('applicants').where({ merged_into_id: id }).orderBy('id').pluck('id'),
    ]);
    const possible_duplicate = await possibleDuplicateOf(knex, applicant.possible_duplicate_of);
    const whatsapp = await whatsAppMessage(knex, applicant, staffOf(res));
    // The likely duplicates of this applicant that the member sees (the Likely duplicates screen's pairs).
    const { pairs: likely_duplicates } = await likelyDuplicates(knex, { member: staffOf(res), applicantId: id });
    res.json({
      ...applicant,
      language,
      submissions,
      entries,
      follow_ups,
      merged_ids: merged,
      possible_duplicate,
      likely_duplicates,
      whatsapp,
    });
  });

  router.get('/:id/timeline', async (req, res) => {
    const id = await resolveApplicant(knex, req.params.id);
    const me = staffOf(res).id;
    // E-mails the outbox holds for the applicant's addresses (as typed in each form, and as kept in the keys).
    const [keys, submissions] = await Promise.all([
      knex('applicant_keys').where({ applicant_id: id }).whereLike('key', 'e:%').pluck('key'),
      submissionsOf(knex, id),
    ]);
    const addresses = [
      ...new Set([
        ...keys.map((key: string) => key.slice(2)),
        ...submissions.flatMap((row) => (row.email ? [row.email, row.email.toLowerCase()] : [])),
      ]),
    ];
    const { rows } = await knex.raw(
      `SELECT * FROM (
         SELECT 'event-' || e.id AS key, e.kind, e.at, e.staff_id, s.name AS staff_name, e.data, NULL::integer AS note_id,
                NULL::text AS body, false AS editable, e.id AS seq
           FROM applicant_events e LEFT JOIN staff s ON s.id = e.staff_id WHERE e.applicant_id = ?
         UNION ALL
         SELECT 'note-' || n.id, 'note', n.created_at, n.author_id, s.name, jsonb_build_object('updated_at', n.updated_at),
                n.id, n.body, n.author_id = ?, n.id
           FROM applicant_notes n LEFT JOIN staff s ON s.id = n.author_id WHERE n.applicant_id = ?
         UNION ALL
         SELECT 'mail-' || m.id, 'email', m.created_at, NULL, NULL,
                jsonb_build_object('template', m.template, 'status', m.status, 'sent_at', m.sent_at, 'form', m.params->>'form'),
                NULL, NULL, false, m.id
           FROM mail_outbox m
          WHERE m.recipients && ARRAY(SELECT jsonb_array_elements_text(?::jsonb))
            AND m.template IN (SELECT jsonb_array_elements_text(?::jsonb))
       ) AS timeline ORDER BY at, seq`,
      [id, me, id, JSON.stringify(addresses), JSON.stringify(APPLICANT_MAIL_TEMPLATES)],
    );
    res.json(rows);
  });

  return router;
}
