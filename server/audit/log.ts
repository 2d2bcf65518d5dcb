// Writes the audit log (append-only table audit_log): who did what, when, from which address, before and after.
import type { Request } from 'express';
import type { Knex } from 'knex';
import type { AuditAction } from '../../common/audit';
import { clientAddress } from '../http/client-address';

export type AuditEntry = {
  action: AuditAction;
  resource?: string;
  recordId?: string | number | null;
  details?: Record<string, unknown>;
  /** Who acted, when it is not the signed-in member of the request (a failed sign-in, a password link). */
  actor?: { id: number | null; email: string };
};

/** Keys never written to the log, however they arrive: secrets do not belong in a record kept for years. */
const SECRET_KEY = /pass(word)?|secret|token|hash|code|otp|totp|recovery/i;

/** A copy of a value with every secret-looking key removed, at any depth. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value instanceof Date) return value.toISOString();
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([key]) => !SECRET_KEY.test(key))
      .map(([key, inner]) => [key, withoutSecrets(inner)]),
  );
}

/** Only the fields an edit changed, before and after, so an entry says what was edited without the whole row. */
export function changes(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const changed = Object.keys(after).filter(
    (key) =>
      key !== 'updated_at' &&
      JSON.stringify(withoutSecrets(before[key])) !== JSON.stringify(withoutSecrets(after[key])),
  );
  const pick = (row: Record<string, unknown>) =>
    withoutSecrets(Object.fromEntries(changed.map((key) => [key, row[key] ?? null]))) as Record<string, unknown>;
  return { before: pick(before), after: pick(after) };
}

/** The signed-in member of a request, as the access check loaded it (server/http/access.ts). */
function actorOf(req: Request): { id: number | null; email: string } {
  const staff = req.res?.locals.staff as { id: number; email: string } | undefined;
  if (staff) return { id: staff.id, email: staff.email };
  return { id: req.session?.staffId ?? null, email: req.session?.email ?? '' };
}

/** Appends one entry; pass the transaction of the change so the change and its record commit together. */
export async function recordAudit(knex: Knex | Knex.Transaction, req: Request, entry: AuditEntry): Promise<void> {
  const actor = entry.actor ?? actorOf(req);
  await knex('audit_log').insert({
    staff_id: actor.id,
    staff_email: actor.email.slice(0, 254),
    action: entry.action,
    resource: entry.resource ?? '',
    record_id: entry.recordId === undefined || entry.recordId === null ? null : String(entry.recordId),
    address: clientAddress(req),
    details: JSON.stringify(withoutSecrets(entry.details ?? {})),
  });
}
