import type { Knex } from 'knex';

// Issue 33: a newsletter sign-up is a subscriber, not a lead. The linking trigger goes, so a subscription makes no
// applicant; the same e-mail's later enquiry makes (or joins) one as any enquiry does. Applicants made only from a
// subscription, that staff never worked on, are removed (the subscription stays); any other keeps its history.
// The list's and the CSV's status (confirmed / waiting) is a generated column, so filters and exports read it.

/** Applicants whose only trace is one newsletter row: no other form, no merge, no staff work, no duplicate mark. */
const NEWSLETTER_ONLY = `
  SELECT a.id FROM applicants a
  WHERE a.source = 'newsletter_subscriptions' AND a.merged_into_id IS NULL AND a.stage = 'new'
    AND a.last_touched_at IS NULL AND a.first_contacted_at IS NULL AND a.next_follow_up_at IS NULL
    AND a.possible_duplicate_of IS NULL
    AND NOT EXISTS (SELECT 1 FROM applicants m WHERE m.merged_into_id = a.id OR m.possible_duplicate_of = a.id)
    AND NOT EXISTS (SELECT 1 FROM registration_forms s WHERE s.applicant_id = a.id)
    AND NOT EXISTS (SELECT 1 FROM contact_forms s WHERE s.applicant_id = a.id)
    AND NOT EXISTS (SELECT 1 FROM admission_applications s WHERE s.applicant_id = a.id)
    AND NOT EXISTS (SELECT 1 FROM prospectus_requests s WHERE s.applicant_id = a.id)
    AND NOT EXISTS (SELECT 1 FROM event_registrations s WHERE s.applicant_id = a.id)
    AND NOT EXISTS (SELECT 1 FROM applicant_notes n WHERE n.applicant_id = a.id)
    AND NOT EXISTS (SELECT 1 FROM applicant_follow_ups f WHERE f.applicant_id = a.id)
    AND NOT EXISTS (
      SELECT 1 FROM applicant_events e
      WHERE e.applicant_id = a.id AND (e.staff_id IS NOT NULL OR e.kind NOT IN ('submission', 'assigned')))`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw('DROP TRIGGER IF EXISTS newsletter_subscriptions_link_applicant ON newsletter_subscriptions');
  await knex.raw(`
    ALTER TABLE newsletter_subscriptions ADD COLUMN IF NOT EXISTS status text
      GENERATED ALWAYS AS (CASE WHEN confirmed_at IS NULL THEN 'waiting' ELSE 'confirmed' END) STORED`);
  // One statement: the foreign keys are checked at its end, once the links, keys and history are gone too.
  await knex.raw(`
    WITH gone AS (${NEWSLETTER_ONLY}),
      unlinked AS (UPDATE newsletter_subscriptions SET applicant_id = NULL
        WHERE applicant_id IN (SELECT id FROM gone) RETURNING id),
      keys AS (DELETE FROM applicant_keys WHERE applicant_id IN (SELECT id FROM gone) RETURNING 1),
      history AS (DELETE FROM applicant_events WHERE applicant_id IN (SELECT id FROM gone) RETURNING 1)
    DELETE FROM applicants WHERE id IN (SELECT id FROM gone)`);
}

// The removed applicants are not made again: a subscriber who was never a lead stays one.
export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE newsletter_subscriptions DROP COLUMN IF EXISTS status');
  await knex.raw('DROP TRIGGER IF EXISTS newsletter_subscriptions_link_applicant ON newsletter_subscriptions');
  await knex.raw(`CREATE TRIGGER newsletter_subscriptions_link_applicant BEFORE INSERT ON newsletter_subscriptions
    FOR EACH ROW EXECUTE FUNCTION leads_link_submission()`);
}
