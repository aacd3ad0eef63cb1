/** A CSV cell: text, a plain number, or nothing (an empty cell). */
export type CsvCell = string | number | null;

/** A table to write as CSV: the header row and one row per record. */
export interface CsvTable {
  header: readonly string[];
  rows: readonly (readonly CsvCell[])[];
}

/** The byte order mark that makes spreadsheets read the file as UTF-8. */
export const UTF8_BOM = '\ufeff';

/**
 * The table as CSV text (RFC 4180, CRLF line ends), preceded by a UTF-8 byte order mark.
 * Numbers are written as plain numbers; a text cell that a spreadsheet would run as a formula
 * (starting with =, +, -, @) is prefixed with a quote. Papa Parse is loaded on demand, so it
 * weighs only on the download.
 */
export async function csvText(table: CsvTable): Promise<string> {
  const { default: Papa } = await import('papaparse');
  const body = Papa.unparse(
    { fields: [...table.header], data: table.rows.map((row) => [...row]) },
    { escapeFormulae: true, newline: '\r\n' },
  );
  return `${UTF8_BOM}${body}\r\n`;
}

/**
 * Saves text as a file through a Blob URL and a link with `download` (nothing is sent to a
 * server). The URL is revoked once the browser has taken the file.
 */
export function downloadText(filename: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later, not at once: some browsers read the URL after the click has returned.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
