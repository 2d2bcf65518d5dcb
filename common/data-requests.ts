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
