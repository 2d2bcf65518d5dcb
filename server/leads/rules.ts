// The stage rules, shared by an applicant's edit, the board's drag and the bulk change: Contacted and Counselled
// need the next follow-up date, Lost needs a reason from the list. Refusals are 422 naming the field.
import { z } from 'zod';
import { calendarInstant, PLANNING_WINDOW } from '../../common/dates';
import {
  APPLICANT_STAGE_LABELS,
  APPLICANT_STAGES,
  type ApplicantStage,
  LOST_REASON_LABELS,
  LOST_REASONS,
  STAGES_NEEDING_FOLLOW_UP,
} from '../../common/leads';
import { plainString } from '../../common/text';
import { HttpError } from '../http/errors';

export const unprocessable = (field: string, message: string) =>
  new HttpError(422, message, { fields: { [field]: message } });

/**
 * A follow-up date: a day (10:00 in Kolkata) or an instant with its zone, on the calendar and within the planning
 * window of today by the app's clock (common/dates.ts).
 */
export const followUpDate = (clock: () => number) =>
  calendarInstant('Follow-up date', PLANNING_WINDOW, { now: clock, dayAt: 'T10:00:00+05:30' }).transform(
    (value) => new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T10:00:00+05:30` : value),
  );

/** The fields of a stage change, their dates checked against `clock`. */
export const stageChangeSchema = (clock: () => number) => ({
  stage: z.enum(APPLICANT_STAGES).optional(),
  lost_reason: z.enum(LOST_REASONS).nullish(),
  next_follow_up_at: followUpDate(clock).nullish(),
  follow_up_note: plainString().trim().max(2000).optional(),
});

export type StageChange = {
  stage?: ApplicantStage;
  lost_reason?: (typeof LOST_REASONS)[number] | null;
  next_follow_up_at?: Date | null;
};

/** Refuses a move to `stage` without what it needs. */
export function checkStageChange(change: StageChange): void {
  const { stage } = change;
  if (!stage) return;
  if (STAGES_NEEDING_FOLLOW_UP.includes(stage) && !change.next_follow_up_at)
    throw unprocessable(
      'next_follow_up_at',
      `Set the next follow-up date to move an applicant to ${APPLICANT_STAGE_LABELS[stage]}`,
    );
  if (stage === 'lost' && !change.lost_reason)
    throw unprocessable(
      'lost_reason',
      `Choose why the applicant was lost: ${LOST_REASONS.map((reason) => LOST_REASON_LABELS[reason]).join(', ')}`,
    );
}
