// Reading CSV exports back in tests (jest and Playwright's e2e/security-xss.spec.ts), with csv-parse: RFC 4180
// quoting, CRLF or LF row ends, a byte-order mark skipped. Rows may differ in length (a test reads what it got).
import { parse } from 'csv-parse/sync';

export function parseCsv(text: string): string[][] {
  return parse(text, { bom: true, relax_column_count: true }) as string[][];
}
