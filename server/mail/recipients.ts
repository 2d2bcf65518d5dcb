// Who hears of a new enquiry: its applicant's owner (set on the queued alert by a trigger, for every form whose rows
// link applicants: migrations/20261205000100_applicant_link_from_declarations.ts), else the configured enquiry inbox
// (ENQUIRY_INBOX), else every active admin. This is the fallback the trigger keeps when the applicant has no owner.
import type { Knex } from 'knex';
import type { EnquiryForm } from '../../common/leads';

export type RecipientsSql = { sql: string; bindings: Knex.RawBinding[] };

/**
 * An SQL expression (text[]) naming the staff addresses to alert about the submission of `form` whose id is in
 * `idColumn`, evaluated in the statement that writes the submission, so the choice and the row commit together.
 */
export function enquiryRecipientsSql(inbox: string[], _form: EnquiryForm, _idColumn: string): RecipientsSql {
  if (inbox.length) return { sql: '?::text[]', bindings: [inbox] };
  return {
    sql: `(SELECT coalesce(array_agg(staff.email ORDER BY staff.id), '{}'::text[])
           FROM staff WHERE staff.role = 'admin' AND staff.active)`,
    bindings: [],
  };
}
