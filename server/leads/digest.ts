// The counsellors' morning digest (server/mail/daily-digest.ts) from the lead pipeline: each active owner's open
// follow-ups due on the day (Kolkata) or before, oldest first, with a link to the applicant in the panel.
import type { CollectFollowUps, CounsellorDigest } from '../mail/daily-digest';

type Row = {
  owner_id: number;
  email: string;
  owner_name: string | null;
  applicant_id: number;
  applicant_name: string;
  due_on: string;
  due_time: string;
  note: string;
};

export const collectFollowUpDigests: CollectFollowUps = async (trx, day) => {
  // The Kolkata date of each due instant; India keeps no daylight saving, so a fixed offset is exact.
  const dueOn = "to_char((f.due_at AT TIME ZONE 'UTC') + interval '5 hours 30 minutes', 'YYYY-MM-DD')";
  const result = await trx.raw(
    `SELECT s.id AS owner_id, s.email, s.name AS owner_name, a.id AS applicant_id, a.name AS applicant_name,
            ${dueOn} AS due_on,
            to_char((f.due_at AT TIME ZONE 'UTC') + interval '5 hours 30 minutes', 'HH24:MI') AS due_time, f.note
     FROM applicant_follow_ups f
     JOIN applicants a ON a.id = f.applicant_id AND a.merged_into_id IS NULL
     JOIN staff s ON s.id = a.owner_id AND s.active
     WHERE f.done_at IS NULL AND ${dueOn} <= ?
     ORDER BY s.id, f.due_at, f.id`,
    [day],
  );
  const digests = new Map<number, CounsellorDigest>();
  for (const row of result.rows as Row[]) {
    let digest = digests.get(row.owner_id);
    if (!digest) {
      digest = { email: row.email, name: row.owner_name || row.email, followups: [] };
      digests.set(row.owner_id, digest);
    }
    digest.followups.push({
      applicant_name: row.applicant_name,
      due_on: row.due_on,
      due_time: row.due_time,
      overdue: row.due_on < day,
      path: `/applicants/${row.applicant_id}/show`,
      note: row.note || null,
    });
  }
  return [...digests.values()];
};
