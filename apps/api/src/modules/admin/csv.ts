/**
 * CSV for spreadsheets (RFC 4180): every cell that needs it is quoted, and a text cell that a
 * spreadsheet would run as a formula (starting with = + - @, tab or carriage return) is prefixed
 * with an apostrophe so it shows as text.
 */
export type CsvCell = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain number such as -12.50 is data, not a formula. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows of a CSV file, each ending with CRLF (a file written a part at a time). */
export function csvRows(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}

export function toCsv(headers: readonly string[], rows: readonly CsvCell[][]): string {
  return csvRows([headers, ...rows]);
}

/** Dollars with two decimals for a cents amount (a number cell, never a formula). */
export const csvDollars = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? '' : (cents / 100).toFixed(2);

export function attachmentHeader(filename: string): string {
  return `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`;
}
