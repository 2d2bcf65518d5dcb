// An audit entry's details as a sentence staff read (the Audit Log screen): field names in words, values as they
// are shown elsewhere, tables by their labels. The stored details stay as written (JSON) for the CSV and for audits.
import { AUDIT_RESOURCE_LABELS, type AuditResource } from './audit';
import {
  APPLICANT_STAGE_LABELS,
  type ApplicantStage,
  LEAD_SOURCE_LABELS,
  type LeadSource,
  STAFF_SOURCE_LABELS,
  type StaffSource,
} from './leads';

type Details = Record<string, unknown>;
export type AuditEntryForReading = { action: string; resource: string; details: unknown };

/** Field names that read badly when only their underscores go. */
const FIELD_WORDS: Record<string, string> = {
  owner_id: 'owner',
  is_featured: 'featured',
  is_published: 'published',
  takes_leads: 'takes leads',
  next_follow_up_at: 'next follow-up',
  lost_reason: 'lost reason',
  sort_order: 'order',
  created_at: 'received',
  expires_at: 'expires',
  ip: 'address',
};
const MAX_VALUE = 80;

const words = (key: string) => FIELD_WORDS[key] ?? key.replaceAll('_', ' ');
export const resourceLabel = (resource: string) => AUDIT_RESOURCE_LABELS[resource as AuditResource] ?? words(resource);
const tableLabel = (table: string) =>
  LEAD_SOURCE_LABELS[table as LeadSource] ?? AUDIT_RESOURCE_LABELS[table as AuditResource] ?? words(table);

/** A value as a person reads it: short, without markup, dates in India time. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'empty';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.length ? value.map(shown).join(', ') : 'none';
  if (typeof value === 'object')
    return (
      Object.entries(value as Details)
        .map(([key, inner]) => `${words(key)} ${shown(inner)}`)
        .join(', ') || 'none'
    );
  const text = String(value);
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text)) {
    const date = new Date(text);
    if (!Number.isNaN(date.getTime()))
      return date.toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });
  }
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > MAX_VALUE ? `${plain.slice(0, MAX_VALUE - 1)}…` : plain;
}

const pairs = (details: Details) =>
  Object.entries(details)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${words(key)}: ${shown(value)}`)
    .join('; ');

/** What a record is called in a sentence: its title, name or address. */
const named = (row: Details) => row.title ?? row.name ?? row.full_name ?? row.email ?? null;

function changes(before: Details, after: Details): string {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys.map((key) => `${words(key)} ${shown(before[key])} → ${shown(after[key])}`).join('; ');
}

const removed = (counts: Details) => {
  const parts = Object.entries(counts)
    .filter(([, n]) => Number(n) > 0)
    .map(([table, n]) => `${n} ${tableLabel(table)}`);
  return parts.length ? parts.join(', ') : 'nothing';
};

/** The entry's details in words. */
export function describeAuditDetails(entry: AuditEntryForReading): string {
  const details = (entry.details && typeof entry.details === 'object' ? entry.details : {}) as Details;
  const { email, ...rest } = details;
  // A staff change names the member changed (the entry's own e-mail is whoever changed them).
  const about = entry.resource === 'staff' && typeof email === 'string' ? `${email}: ` : '';
  switch (entry.action) {
    case 'export':
      return [
        `${rest.rows ?? 0} rows`,
        rest.filter && Object.keys(rest.filter as Details).length ? `filtered by ${shown(rest.filter)}` : 'no filter',
        Array.isArray(rest.columns) ? `columns: ${rest.columns.map((column) => words(String(column))).join(', ')}` : '',
      ]
        .filter(Boolean)
        .join('; ');
    case 'data_erasure': {
      const ticked = Array.isArray(rest.ticked) ? rest.ticked.length : 0;
      return `Erased: ${removed((rest.removed ?? {}) as Details)}${
        ticked ? `; ${ticked} phone-linked ${ticked === 1 ? 'row' : 'rows'} ticked by staff` : ''
      }`;
    }
    case 'retention_purge':
      return `${rest.people ?? 0} people erased, their newest form older than ${rest.months} months: ${removed(
        (rest.counts ?? {}) as Details,
      )}`;
    case 'applicant_merge':
      return `Merged ${rest.merged_name || 'an applicant'} (#${rest.merged_id}) into #${rest.survivor_id}`;
    case 'applicant_split':
      return `${tableLabel(String(rest.source))} #${rest.submission_id} moved from #${rest.from_id} to a new applicant #${rest.new_id}`;
    case 'applicant_not_duplicate':
      return `Not the same person as #${rest.other_id}`;
    case 'applicant_bulk_stage':
    case 'applicant_bulk_owner':
      return [
        `${rest.rows} applicants`,
        rest.stage ? `stage → ${APPLICANT_STAGE_LABELS[rest.stage as ApplicantStage] ?? rest.stage}` : '',
        rest.owner_id !== undefined ? `owner → ${rest.owner_id === null ? 'nobody' : `#${rest.owner_id}`}` : '',
      ]
        .filter(Boolean)
        .join('; ')
        .concat(rest.skipped ? `; ${rest.skipped} of others' skipped` : '');
    case 'applicant_bulk_undo':
      return `Bulk change #${rest.bulk_change_id} undone on ${rest.undone} applicants${
        Array.isArray(rest.not_undone) && rest.not_undone.length
          ? `; ${rest.not_undone.length} changed since, not undone`
          : ''
      }`;
    case 'applicant_create':
      return `${STAFF_SOURCE_LABELS[rest.source as StaffSource] ?? rest.source} ${
        rest.joined ? `added to #${rest.applicant_id}` : `entered as #${rest.applicant_id}`
      }${rest.possible_duplicate_of ? `, possibly #${rest.possible_duplicate_of}` : ''}`;
    case 'applicant_import':
      return `Import #${rest.import_id}: ${rest.rows} rows, ${rest.created} new, ${rest.joined} joined existing, ${rest.possible_duplicates} possible duplicates`;
    case 'applicant_import_undo':
      return `Import #${rest.import_id} undone: ${rest.removed} removed, ${rest.reverted} reverted${
        Array.isArray(rest.not_undone) && rest.not_undone.length
          ? `; ${rest.not_undone.length} changed since, not undone`
          : ''
      }`;
  }
  if (rest.before && rest.after) return `${about}${changes(rest.before as Details, rest.after as Details)}`;
  if (rest.after && typeof rest.after === 'object') {
    const name = named(rest.after as Details);
    return `${about}Created${name ? ` “${shown(name)}”` : ''}`;
  }
  if (rest.before && typeof rest.before === 'object') {
    const name = named(rest.before as Details);
    return `${about}Deleted${name ? ` “${shown(name)}”` : ''}`;
  }
  if (rest.via === 'your_data_page') {
    const { via: _via, ...request } = rest;
    return `By the person, on the Your Data page${Object.keys(request).length ? `: ${pairs(request)}` : ''}`;
  }
  return `${about}${pairs(rest)}`.replace(/: $/, '');
}
