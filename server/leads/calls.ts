// A counsellor's phone day (issue 33, items 1 and 4): a call logged in one request (outcome, duration, note, the
// next follow-up at a date and time, a stage change) in one transaction; the WhatsApp message opened from the
// applicant's page, recorded on the timeline; the member's "Due now" count and today's calls, polled by the panel.
import type { Router } from 'express';
import type { Knex } from 'knex';
import { z } from 'zod';
import {
  CALL_OUTCOMES,
  DEFAULT_TEMPLATE_LANGUAGE,
  fillWhatsAppTemplate,
  MAX_CALL_SECONDS,
  type TemplateLanguage,
  whatsAppUrl,
} from '../../common/calls';
import { calendarInstant, PLANNING_WINDOW } from '../../common/dates';
import { APPLICANT_STAGES, LOST_REASONS } from '../../common/leads';
import { plainString } from '../../common/text';
import { type StaffMember, staffOf } from '../http/access';
import { createApiRouter } from '../http/router';
import { applicantLanguage } from './applicant-sources';
import { kolkataToday } from './filter';
import { checkStageChange, unprocessable } from './rules';
import {
  addFollowUp,
  changeStage,
  lockApplicant,
  nextFollowUp,
  parse,
  refuseStale,
  resolveApplicant,
  touched,
} from './writes';

/** A call as the Log call dialog sends it; the next follow-up needs its time (an instant with its zone). */
const callSchema = (clock: () => number) =>
  z.strictObject({
    outcome: z.enum(CALL_OUTCOMES, {
      error: `Choose the call's outcome: ${CALL_OUTCOMES.join(', ')}`,
    }),
    duration_seconds: z
      .number({ error: 'Duration must be a number of seconds' })
      .int('Duration must be a whole number of seconds')
      .min(0, 'Duration cannot be negative')
      .max(MAX_CALL_SECONDS, 'Duration must be at most 4 hours')
      .nullish(),
    note: plainString().trim().max(5000, 'Note must be at most 5000 characters').default(''),
    next_follow_up_at: calendarInstant('Next follow-up', PLANNING_WINDOW, { now: clock })
      .transform((value) => new Date(value))
      .refine((due) => due.getTime() > clock(), 'Next follow-up must be later than now')
      .nullish(),
    follow_up_note: plainString().trim().max(2000).optional(),
    stage: z.enum(APPLICANT_STAGES).nullish(),
    lost_reason: z.enum(LOST_REASONS).nullish(),
    /** The version of the applicant the counsellor read: a stage change on an older copy is refused (409). */
    version: z.number().int().positive().optional(),
  });

type WhatsAppApplicant = {
  id: number;
  name: string;
  phone_e164: string | null;
  course: string | null;
  campus: string | null;
};

/**
 * The WhatsApp message for an applicant, sent by `member`: the template of the applicant's language (the one they
 * wrote to us in; English where that language has no template), filled in, and its click-to-chat address; null
 * without a phone number.
 */
export async function whatsAppMessage(
  knex: Knex | Knex.Transaction,
  applicant: WhatsAppApplicant,
  member: Pick<StaffMember, 'name' | 'email'>,
): Promise<{ text: string; url: string; language: TemplateLanguage } | null> {
  if (!applicant.phone_e164) return null;
  const wanted = await applicantLanguage(knex, applicant.id);
  const template = (await knex('whatsapp_templates')
    .whereIn('language', [wanted, DEFAULT_TEMPLATE_LANGUAGE])
    .orderByRaw('language = ? DESC', [wanted])
    .first('language', 'body')) as { language: TemplateLanguage; body: string } | undefined;
  const language = template?.language ?? DEFAULT_TEMPLATE_LANGUAGE;
  const text = fillWhatsAppTemplate(
    template?.body ?? '',
    {
      name: applicant.name,
      course: applicant.course,
      campus: applicant.campus,
      counsellor: member.name || member.email,
    },
    language,
  );
  return { text, url: whatsAppUrl(applicant.phone_e164, text), language };
}

export function createCallRoutes(knex: Knex, clock: () => number): Router {
  const router = createApiRouter();
  const now = () => new Date(clock());
  const schema = callSchema(clock);

  /** How many of the member's applicants have a follow-up due now or overdue: the menu's badge, polled. */
  router.get('/due-now', async (_req, res) => {
    const row = (await knex('applicants')
      .whereNull('merged_into_id')
      .where('owner_id', staffOf(res).id)
      .where('next_follow_up_at', '<=', now())
      .first(knex.raw('count(*)::int AS count'))) as { count: number };
    res.json({ count: row.count });
  });

  /**
   * The member's calls for today: their applicants' open follow-ups due today (Kolkata) or earlier, in time order,
   * each with what a call needs.
   */
  router.get('/calls-today', async (_req, res) => {
    const at = now();
    const rows = await knex('applicant_follow_ups as f')
      .join('applicants as a', 'a.id', 'f.applicant_id')
      .whereNull('a.merged_into_id')
      .where('a.owner_id', staffOf(res).id)
      .whereNull('f.done_at')
      .where('f.due_at', '<', kolkataToday(at).end)
      .orderBy([{ column: 'f.due_at' }, { column: 'f.id' }])
      .limit(500)
      .select(
        'f.id as follow_up_id',
        'f.due_at',
        'f.note',
        'a.id as applicant_id',
        'a.name',
        'a.phone',
        'a.phone_e164',
        'a.stage',
        'a.course',
        knex.raw('f.due_at <= ? AS due', [at]),
        knex.raw('f.due_at < ? AS overdue', [kolkataToday(at).start]),
      );
    res.json(rows);
  });

  router.post('/:id/calls', async (req, res) => {
    const body = parse(schema, req.body);
    if (body.outcome === 'call_back_later' && !body.next_follow_up_at)
      throw unprocessable('next_follow_up_at', 'Set when to call back');
    const stage = body.stage ?? undefined;
    const me = staffOf(res).id;
    const at = now();
    const saved = await knex.transaction(async (trx) => {
      const id = await resolveApplicant(trx, String(req.params.id));
      const before = await lockApplicant(trx, id);
      if (body.version !== undefined) await refuseStale(trx, before, body.version);
      const stageChanges = stage !== undefined && stage !== before.stage;
      if (stageChanges) checkStageChange({ ...body, stage });
      // The call answers the follow-ups due by today's end: they are done, and the next one (if any) is set below.
      const answered = await trx('applicant_follow_ups')
        .where({ applicant_id: id })
        .whereNull('done_at')
        .where('due_at', '<', kolkataToday(at).end)
        .update({ done_at: at })
        .returning(['id', 'due_at', 'note']);
      if (answered.length)
        await trx('applicant_events').insert(
          answered.map((row: { id: number; due_at: Date; note: string }) => ({
            applicant_id: id,
            kind: 'follow_up_done',
            staff_id: me,
            at,
            data: JSON.stringify({ follow_up_id: row.id, due_at: row.due_at, note: row.note, by_call: true }),
          })),
        );
      const followUp = body.next_follow_up_at
        ? await addFollowUp(trx, id, body.next_follow_up_at, body.follow_up_note ?? body.note.slice(0, 2000), me, at)
        : null;
      const [call] = await trx('applicant_events')
        .insert({
          applicant_id: id,
          kind: 'call',
          staff_id: me,
          at,
          data: JSON.stringify({
            outcome: body.outcome,
            duration_seconds: body.duration_seconds ?? null,
            note: body.note,
            follow_up_id: followUp?.id ?? null,
            next_follow_up_at: followUp ? followUp.due_at : null,
          }),
        })
        .returning('*');
      const update: Record<string, unknown> = {
        next_follow_up_at: nextFollowUp(trx, id),
        ...touched(trx, at),
      };
      if (stageChanges && stage)
        Object.assign(update, await changeStage(trx, before, { stage, lost_reason: body.lost_reason }, me, at), {
          version: before.version + 1,
          updated_at: at,
          updated_by: me,
        });
      await trx('applicants').where({ id }).update(update);
      return { call, follow_up: followUp, applicant: await trx('applicants').where({ id }).first() };
    });
    res.status(201).json(saved);
  });

  /** The counsellor opened WhatsApp to write to the applicant: the message is kept on the timeline. */
  router.post('/:id/whatsapp', async (req, res) => {
    parse(z.strictObject({}), req.body);
    const member = staffOf(res);
    const at = now();
    const opened = await knex.transaction(async (trx) => {
      const id = await resolveApplicant(trx, String(req.params.id));
      const applicant = await lockApplicant(trx, id);
      const message = await whatsAppMessage(trx, applicant, member);
      if (!message) throw unprocessable('phone', 'This applicant has no phone number WhatsApp can reach');
      const [event] = await trx('applicant_events')
        .insert({
          applicant_id: id,
          kind: 'whatsapp',
          staff_id: member.id,
          at,
          data: JSON.stringify({ phone: applicant.phone_e164, text: message.text, language: message.language }),
        })
        .returning('*');
      await trx('applicants').where({ id }).update(touched(trx, at));
      return { event, ...message };
    });
    res.status(201).json(opened);
  });

  return router;
}
