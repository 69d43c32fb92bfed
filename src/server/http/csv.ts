/**
 * CSV that spreadsheets open safely: every cell quoted, quotes doubled, and a cell that a
 * spreadsheet would run as a formula (starting with =, +, -, @, a tab or a carriage return) made
 * text with a leading apostrophe (OWASP, CSV injection). Lines end in CRLF (RFC 4180); a UTF-8 BOM
 * lets Excel read accents.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  // A number cannot carry a formula: a negative amount stays a number the spreadsheet can add.
  const safe = typeof value !== 'number' && FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
