// Likely duplicates (issue 33, point 5): why two applicants may be one person, in the words the staff panel shows.
// The server finds the pairs (server/leads/likely-duplicates.ts); nothing is joined until a counsellor merges.
import type { LeadSource } from './leads';

/** One side of a pair, as the Likely duplicates screen lists it. */
export type DuplicatePerson = {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  source: LeadSource | null;
  created_at: string;
  owner_id: number | null;
  owner_name: string | null;
};

/** Why a pair is suggested: edit distances when the names are the same, or the phone-only match of another name. */
export type DuplicateEvidence = {
  /** Digits apart of the two phones (national digits), when the names are the same and the phones near. */
  phone_distance: number | null;
  /** Characters apart of the two e-mails, when the names are the same and the e-mails near. */
  email_distance: number | null;
  /** A later enquiry matched the older applicant by phone alone under another name (possible_duplicate_of). */
  phone_only: boolean;
};

export type LikelyDuplicatePair = DuplicateEvidence & {
  /** `older-newer`: the pair's key in the list. */
  key: string;
  reason: string;
  /** The one a merge keeps (created first); the newer one is merged into it. */
  older: DuplicatePerson;
  newer: DuplicatePerson;
};

const apart = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The reason in words, e.g. "Same name; phones 1 digit apart". */
export function duplicateReason({ phone_distance, email_distance, phone_only }: DuplicateEvidence): string {
  if (phone_only) return 'Same phone under another name (a family may share one phone)';
  const parts: string[] = [];
  if (phone_distance !== null)
    parts.push(phone_distance === 0 ? 'the same phone' : `phones ${apart(phone_distance, 'digit', 'digits')} apart`);
  if (email_distance !== null)
    parts.push(
      email_distance === 0 ? 'the same e-mail' : `e-mails ${apart(email_distance, 'character', 'characters')} apart`,
    );
  return `Same name; ${parts.join(' and ')}`;
}
