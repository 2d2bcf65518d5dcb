// The e-mails the site sends, by the names staff read on the Outbox screen (server/mail/templates/ has one template
// for each; the server's type check fails if one lacks a label here).
export const MAIL_TEMPLATE_LABELS = {
  enquiry_alert: 'New enquiry alert',
  acknowledgement: 'Acknowledgement',
  newsletter_confirmation: 'Newsletter confirmation',
  password_link: 'Password link',
  two_factor_reset: 'Two-factor reset',
  followup_digest: 'Follow-up digest',
  applicant_assigned: 'Applicants assigned',
  guardian_consent: "Guardian's confirmation",
  data_access_code: 'Your-data code',
} as const;
export type MailTemplateName = keyof typeof MAIL_TEMPLATE_LABELS;

/** What the Outbox shows instead of a one-time code or a link's token, which would let a reader act as the visitor. */
export const MASKED_SECRET = 'hidden';
