// The "Your data" page (/your-data, DPDP Act ss.11-13): its API's address, the code's shape and lifetimes, and the
// names of what is held, shared by the server (server/privacy/self-service/) and the page.
export const YOUR_DATA_API = '/api/public/your-data';

/** `details.via` of the data requests the page records, so the staff queue can tell them from staff's. */
export const YOUR_DATA_VIA = 'your_data_page';

/** Digits of the one-time code sent by e-mail. */
export const ACCESS_CODE_LENGTH = 6;
export const ACCESS_CODE_PATTERN = /^\d{6}$/;
/** A code works this long, and allows this many wrong tries (across the codes of one request) before it is void. */
export const ACCESS_CODE_MINUTES = 15;
export const ACCESS_CODE_ATTEMPTS = 5;
/** A right code opens the person's data for this long (then a new code is needed). */
export const ACCESS_GRANT_MINUTES = 30;

/** The answer to every code request, whoever asked for whatever: it never tells whether we hold anything. */
export const CODE_SENT_MESSAGE =
  'If we hold data for this e-mail address or phone number, we have sent a one-time code to the e-mail address we ' +
  `hold with it. The code works for ${ACCESS_CODE_MINUTES} minutes. If you gave us only a phone number, or no longer ` +
  'use that e-mail address, no code can reach you: write to us instead (see the privacy policy).';

/** The data the page shows once the code was right (GET /api/public/your-data). */
export type YourDataSummary = {
  email: string;
  expires_at: string;
  /** Tables holding rows about the person, with how many. */
  held: { table: string; label: string; count: number }[];
  /** The latest name and phone given on any form, shown in the correction form. */
  name: string | null;
  phone: string | null;
  /** Whether any consent to news stands (a subscription or a ticked news box). */
  marketing: boolean;
  /** An erasure asked for and not yet carried out. */
  erasure_request: { id: number; due_at: string } | null;
};
