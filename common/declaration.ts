// One declaration per form and staff resource: each field's zod rule beside what staff screens, the CSV export and
// the server's list queries need to know of it. Schemas, CSV columns, list columns, search/sort/filter allow-lists
// and row types are all derived from it (common/forms.ts, common/content.ts declare the resources).
import type { z } from 'zod';

/** How a staff list shows a field (admin/shared/submissions.tsx renders each kind); absent: not a list column. */
export type ListColumn = 'name' | 'contact' | 'course' | 'message' | 'marks' | 'course-type' | 'label' | 'text';

export type FieldMeta = {
  /** What staff read beside the value on a details screen or a form. */
  label: string;
  /** The CSV export's header (the spec's); absent: not exported. */
  csv?: string;
  /** Names of stored codes (`spam` → the course's name), in the details, the list and the CSV. */
  labels?: Readonly<Record<string, string>>;
  /** What staff read when the value is empty. */
  empty?: string;
  /** How the details screen writes the value. */
  format?: 'date' | 'date-time' | 'percent' | 'course-type';
  list?: ListColumn;
  /** Searched by the list's `q` (case-insensitive substring; large tables need a trigram index, see migrations). */
  searchable?: boolean;
  /** A list may be sorted by it. */
  sortable?: boolean;
  /** An exact-match list filter: the values it may take, or true/false. */
  filter?: readonly string[] | 'boolean';
  /** A visitor's personal data (name, contact, birth date, marks): what a data request or erasure concerns. */
  personal?: boolean;
  /**
   * Which of the person's details the field holds, in a visitor form: what the applicant matching, the applicant's
   * timeline, staff alerts and data requests read (server/leads/applicant-sources.ts). At most one field per detail.
   */
  person?: PersonDetail;
};

/** The details of a person a visitor form may hold, whatever its columns are called. */
export type PersonDetail = 'name' | 'email' | 'phone' | 'course' | 'campus' | 'message';

export type Field<T extends z.ZodType = z.ZodType> = FieldMeta & { schema: T };

/** A field: its rule and what is known of it. */
export const field = <T extends z.ZodType>(schema: T, meta: FieldMeta): Field<T> => ({ ...meta, schema });

export type Fields = Record<string, Field>;
export type Shape<F extends Fields> = { [K in keyof F]: F[K]['schema'] };

/** The zod shape of declared fields, for z.strictObject. */
export function shapeOf<F extends Fields>(fields: F): Shape<F> {
  return Object.fromEntries(Object.entries(fields).map(([name, { schema }]) => [name, schema])) as Shape<F>;
}

/** The creation time every row has: its label on the details screen and its CSV header. */
export type CreatedMeta = Pick<FieldMeta, 'label' | 'csv'> & {
  /** The field the creation time's CSV column follows, where the contract fixes the columns' order; else last. */
  csvAfter?: string;
};

/**
 * What a visitor form is besides its fields: how each screen names it. The lists of forms elsewhere (the lead sources,
 * the enquiry e-mails, /your-data's sections, the audit log's resources) are derived from these (common/leads.ts,
 * server/privacy/held-labels.ts, common/audit.ts; docs/adding-a-field.md).
 */
export type VisitorMeta = {
  /** Its name as an applicant's source, in the panel, the reports and the applicants CSV ("Contact"). */
  source: string;
  /** Present on an enquiry (each alerts staff and is acknowledged); the newsletter box is not one. */
  enquiry?: {
    /** Its name in the staff alert, the visitor's acknowledgement and the applicant's timeline ("contact form"). */
    label: string;
    /** The acknowledgement's words for it in Bengali and Hindi (docs/translations.md's glossary). */
    bn: string;
    hi: string;
    /** The dashboard's recent activity: its `type` in the API ("contact") and what staff read ("New contact message"). */
    activity: string;
    activityLabel: string;
  };
  /** Its section on /your-data and in a data access report ("Contact messages"). */
  held: string;
  /** Its name in the audit log's Concerning column ("Contacts"). */
  audit: string;
};

export type Declaration<F extends Fields = Fields> = {
  /** The resource's name: its table, API path and staff panel address. */
  name: string;
  fields: F;
  created: CreatedMeta;
  /** The CSV export's file name before `_YYYY-MM-DD.csv` (the spec's); absent: no export. */
  csvFilePrefix?: string;
  /** Present on the forms visitors send (their rows are an applicant's submissions). */
  visitor?: VisitorMeta;
};

/** A resource's declaration; a visitor form's `visitor` keeps its shape in the type (whether it is an enquiry). */
export const declareResource = <F extends Fields, const V extends VisitorMeta | undefined = undefined>(
  declaration: Declaration<F> & { visitor?: V },
): Declaration<F> & { visitor: V } => declaration as Declaration<F> & { visitor: V };

/** The field of a declaration that holds one of the person's details, if the form asks for it. */
export function personField(declaration: Declaration, detail: PersonDetail): string | null {
  return entries(declaration).find(([, meta]) => meta.person === detail)?.[0] ?? null;
}

/** A stored row as the APIs return it: the declared fields as parsed, its id and creation time. */
export type Row<D extends Declaration> = { id: number; created_at: string } & {
  [K in keyof D['fields']]: z.output<D['fields'][K]['schema']>;
};

const entries = (declaration: Declaration) => Object.entries(declaration.fields);
const namesWhere = (declaration: Declaration, test: (meta: FieldMeta) => unknown) =>
  entries(declaration)
    .filter(([, meta]) => test(meta))
    .map(([name]) => name);

export const searchableFields = (declaration: Declaration) => namesWhere(declaration, (meta) => meta.searchable);
export const sortableFields = (declaration: Declaration) => namesWhere(declaration, (meta) => meta.sortable);

export type FilterField = { kind: 'enum'; values: readonly string[] } | { kind: 'boolean' };
export function filterFields(declaration: Declaration): Record<string, FilterField> {
  return Object.fromEntries(
    entries(declaration).flatMap(([name, { filter }]) =>
      filter === undefined
        ? []
        : [[name, filter === 'boolean' ? { kind: 'boolean' } : { kind: 'enum', values: filter }]],
    ),
  );
}

/**
 * One CSV column: its header, the field it reads and, for a field stored as a code (`spam`, `cooch-behar`), the names
 * staff read in the panel. A value with no name (an old code) is written as stored; an empty value stays empty.
 */
export type CsvColumn = { label: string; value: string; labels?: Readonly<Record<string, string>> };
export type CsvExport = { filePrefix: string; columns: CsvColumn[] };

/** The export's columns in declaration order, the creation time last (or after the field `created.csvAfter` names). */
export function csvExport(declaration: Declaration): CsvExport | undefined {
  if (!declaration.csvFilePrefix) return undefined;
  const column = (value: string, { csv, labels }: Pick<FieldMeta, 'csv' | 'labels'>): CsvColumn[] =>
    csv === undefined ? [] : [{ label: csv, value, ...(labels ? { labels } : {}) }];
  const created = declaration.created.csvAfter ? [] : column('created_at', declaration.created);
  return {
    filePrefix: declaration.csvFilePrefix,
    columns: [
      ...entries(declaration).flatMap(([name, meta]) => [
        ...column(name, meta),
        ...(declaration.created.csvAfter === name ? column('created_at', declaration.created) : []),
      ]),
      ...created,
    ],
  };
}

/** The list's columns: each shown field and how; fields of one column kind (e-mail and phone: contact) once. */
export function listColumns(declaration: Declaration): { source: string; kind: ListColumn; meta: FieldMeta }[] {
  const seen = new Set<string>();
  return entries(declaration).flatMap(([source, meta]) => {
    if (!meta.list) return [];
    const key = meta.list === 'contact' || meta.list === 'marks' ? meta.list : source;
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ source, kind: meta.list, meta }];
  });
}
