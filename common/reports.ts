// The staff panel's reports (issue 33, item 10): their names, the funnel's steps and groupings, the words the
// screen, the API and the CSV share. Figures are computed by server/leads/reports.ts.
import type { ApplicantStage } from './leads';

export const REPORTS = ['funnel', 'lost_reasons', 'counsellors'] as const;
export type ReportName = (typeof REPORTS)[number];
export const REPORT_LABELS: Record<ReportName, string> = {
  funnel: 'Funnel',
  lost_reasons: 'Lost reasons',
  counsellors: 'Counsellors',
};

/** The funnel's steps in order: an applicant at a later stage has reached every earlier one. */
export const FUNNEL_STEPS = [
  'new',
  'contacted',
  'counselled',
  'applied',
  'enrolled',
] as const satisfies readonly ApplicantStage[];
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

export const FUNNEL_GROUPS = ['source', 'campaign', 'course', 'campus', 'month'] as const;
export type FunnelGroup = (typeof FUNNEL_GROUPS)[number];
export const FUNNEL_GROUP_LABELS: Record<FunnelGroup, string> = {
  source: 'Source',
  campaign: 'Campaign',
  course: 'Course',
  campus: 'Campus',
  month: 'Month',
};

/** One group's funnel: how many reached each step, and how many of them are lost now. */
export type FunnelRow = { key: string | null; label: string; lost: number } & Record<FunnelStep, number>;
export type FunnelReport = { report: 'funnel'; by: FunnelGroup; rows: FunnelRow[]; total: FunnelRow };

export type LostReasonRow = { key: string; label: string; count: number };
export type LostReasonsReport = { report: 'lost_reasons'; rows: LostReasonRow[]; total: number };

/**
 * One owner's leads created in the range: minutes to first contact, still open, enrolled; and the calls the member
 * logged on the range's days, whoever's leads they called.
 */
export type CounsellorRow = {
  owner_id: number | null;
  label: string;
  leads: number;
  open: number;
  enrolled: number;
  contacted: number;
  calls: number;
  median_minutes: number | null;
  p90_minutes: number | null;
};
export type CounsellorsReport = { report: 'counsellors'; rows: CounsellorRow[] };

export type Report = FunnelReport | LostReasonsReport | CounsellorsReport;

/** A step's share of the step before it (the first step: of itself), as a percentage with one decimal, or null. */
export function conversion(row: Record<FunnelStep, number>, step: FunnelStep): number | null {
  const at = FUNNEL_STEPS.indexOf(step);
  const before = row[FUNNEL_STEPS[Math.max(0, at - 1)]];
  return before ? Math.round((row[step] / before) * 1000) / 10 : null;
}
