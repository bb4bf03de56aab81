import { unparse } from 'papaparse';

/** A table's column for CSV: its header and how a row gives its cell. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number;
}

/**
 * A table as CSV text (RFC 4180, CRLF lines). A cell starting with = + - @ is written so a spreadsheet
 * shows it as text, never runs it as a formula: names and reasons come from players and staff.
 */
export function csvText<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  return unparse(
    {
      fields: columns.map((column) => column.header),
      data: rows.map((row) => columns.map((column) => column.value(row))),
    },
    { escapeFormulae: true, newline: '\r\n' },
  );
}

/** Offers the text as a file download named `filename` (the browser's own save). */
export function downloadCsv(filename: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}
