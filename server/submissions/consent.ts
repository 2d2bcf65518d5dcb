// A form post's consent (common/privacy.ts) as the columns every submission table keeps (migration
// 20261127500100): the notice version, language and time of the consent, and the separate consent to news.
import type { Consent } from '../../common/privacy';

export type ConsentColumns = {
  consent_notice_version: string | null;
  consent_language: string | null;
  consent_at: string | null;
  marketing_consent: boolean;
};

/** No consent given (a post without the field): the enquiry is answered (DPDP s.7(a)), no news is ever sent. */
export function consentColumns(consent: Consent | undefined, now = new Date()): ConsentColumns {
  return {
    consent_notice_version: consent?.notice_version ?? null,
    consent_language: consent?.language ?? null,
    consent_at: consent ? now.toISOString() : null,
    marketing_consent: consent?.marketing ?? false,
  };
}

/** A validated form's fields with its `consent` replaced by the consent columns. */
export function withConsentColumns(row: Record<string, unknown>): Record<string, unknown> {
  const { consent, ...fields } = row;
  return { ...fields, ...consentColumns(consent as Consent | undefined) };
}
