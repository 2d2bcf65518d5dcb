// The CSV exports of the submission lists, derived from the forms' declarations (common/forms.ts): file names and
// headers exactly as the spec gives them, columns in declaration order, stored codes written as the names staff read.
import { type CsvExport, csvExport } from './declaration';
import { submissionDeclarations } from './forms';

export type { CsvColumn, CsvExport } from './declaration';

export const CSV_EXPORTS: Record<string, CsvExport> = Object.fromEntries(
  Object.entries(submissionDeclarations).map(([name, declaration]) => [name, csvExport(declaration) as CsvExport]),
);
