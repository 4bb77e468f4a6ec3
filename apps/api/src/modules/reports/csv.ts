// CSV as RFC 4180 writes it (CRLF line ends; a field with a comma, a quote or a line break quoted, its quotes doubled),
// safe to open in a spreadsheet: a cell that starts like a formula is written as text.

/**
 * A cell starting with = + - @ (or a tab or carriage return, which some spreadsheets skip before one) would be run as a
 * formula by Excel, LibreOffice or Google Sheets: customer names and cancel reasons are typed by people, so such a cell
 * gets a leading apostrophe (OWASP's advice for CSV injection) and is read as the text it is.
 */
export function csvCell(value: string | number | null | undefined): string {
  const s = value === null || value === undefined ? '' : String(value);
  const guarded = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return /[",\r\n]/.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

export function csvLine(cells: readonly (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** Paise as rupees with two decimals ('1499.50'), as a spreadsheet reads a number. */
export function rupees(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** UTF-8's byte order mark: Excel opens a CSV as UTF-8 (Devanagari intact) only when the file starts with it. */
export const BOM = '\uFEFF';
