// Personal-data requests (DPDP Act ss.11-13): what a visitor may ask, and the staff queue's words and deadlines.

export const DATA_REQUEST_TYPES = ['access', 'correction', 'withdraw_marketing', 'erasure'] as const;
export type DataRequestType = (typeof DATA_REQUEST_TYPES)[number];
export const DATA_REQUEST_TYPE_LABELS: Record<DataRequestType, string> = {
  access: 'Copy of their data',
  correction: 'Correction',
  withdraw_marketing: 'Withdraw consent to news',
  erasure: 'Erasure',
};

export const DATA_REQUEST_STATUSES = ['open', 'done', 'refused'] as const;

/** The longest a request may wait (its due date); it is shown as overdue well before, so it never gets there. */
export const DATA_REQUEST_DUE_DAYS = 90;
export const DATA_REQUEST_OVERDUE_DAYS = 30;

/** What an erasure request's Erase would remove (server/privacy/erasure-scope.ts), as the panel's preview shows it. */
export type ErasureRow = {
  table: string;
  id: number;
  label: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  created_at: string | null;
  /** Bears the verified address, or is the applicant whose address it is (or merged into it): always erased. */
  proven: boolean;
  /** An applicant's notes, follow-ups and history, erased with it. */
  with?: { notes: number; follow_ups: number; events: number };
};

export type ErasurePerson = {
  name: string | null;
  email: string | null;
  phone: string | null;
  possibly_other: boolean;
};

export type ErasurePreview = {
  email: string | null;
  phone: string | null;
  rows: ErasureRow[];
  /** Each distinct name, e-mail and phone among the rows; `possibly_other` when only unproven rows carry it. */
  people: ErasurePerson[];
  /** Rows found by the address alone that a preview does not list one by one. */
  also: { table: string; label: string; count: number }[];
};
