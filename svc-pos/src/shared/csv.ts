import { Readable, pipeline, type Transform } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { Context } from 'koa';

/**
 * CSV downloads: the cell rules, the streaming writer and the response, shared by the reports' exports and
 * the accountant's exports so every file is escaped and guarded the one way.
 */

/** A CSV answer: its file name and a stream of its bytes (UTF-8 with a BOM, CRLF lines). */
export interface CsvExport {
  filename: string;
  body: Transform;
}

/**
 * A text cell as written. A cell a spreadsheet would take for a formula (starting with = + - @, a tab or a
 * carriage return) gets a leading apostrophe, so a customer named "=HYPERLINK(...)" is text in Excel, not
 * a link (OWASP, CSV injection). Quoting, commas, quotes and line breaks are csv-stringify's.
 */
export const textCell = (value: string | null | undefined): string => {
  const text = value ?? '';
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
};

/** Pence as pounds with two decimals ("1234.50"), exact: integer arithmetic, no float formatting. */
export const poundsCell = (pence: number | null | undefined): string => {
  if (pence === null || pence === undefined) return '';
  const sign = pence < 0 ? '-' : '';
  const abs = Math.abs(Math.round(pence));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/** Rows of a cursor, mapped, then CSV: pulled a batch at a time, so the response's pace sets the reading. */
export function csvOf<T>(
  rows: AsyncIterable<T>,
  header: readonly string[],
  toRow: (row: T) => Array<string | number>,
): Transform {
  const out = stringify({
    header: true,
    columns: [...header],
    bom: true,
    record_delimiter: 'windows',
    // csv-stringify quotes a field holding the record delimiter (CRLF) but not a lone line feed, which
    // would still break the row in a spreadsheet: quote any line break.
    quoted_match: /[\r\n]/,
  });
  async function* mapped() {
    for await (const row of rows) yield toRow(row);
  }
  // pipeline: an error on either side (a lost connection, a failed read) destroys both and stops the cursor.
  pipeline(Readable.from(mapped()), out, () => undefined);
  return out;
}

/** Streams a CSV export as a download; the body is a stream, so Koa sends it chunked as it is written. */
export function sendCsv(ctx: Context, csv: CsvExport): void {
  ctx.status = 200;
  ctx.type = 'text/csv; charset=utf-8';
  ctx.set('Content-Disposition', `attachment; filename="${csv.filename}"`);
  // Figures of one business: never kept by a shared cache.
  ctx.set('Cache-Control', 'no-store');
  ctx.body = csv.body;
}
