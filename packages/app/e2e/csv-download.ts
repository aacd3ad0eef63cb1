import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import Papa from 'papaparse';

/** A downloaded CSV file as a spreadsheet imports it: its name, header and rows of named cells. */
export interface ImportedCsv {
  filename: string;
  header: string[];
  rows: Record<string, string>[];
}

/**
 * Presses the download button named `button`, catches the download and imports the file as a
 * spreadsheet would (UTF-8 with its byte order mark, a header row).
 */
export async function downloadCsv(page: Page, button: string | RegExp): Promise<ImportedCsv> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  // Made in the browser: a Blob URL, no request.
  expect(download.url()).toMatch(/^blob:/);
  const text = await readFile(await download.path(), 'utf8');
  expect(text.startsWith('\ufeff')).toBe(true);
  const { data, errors, meta } = Papa.parse<Record<string, string>>(text.slice(1), {
    header: true,
    skipEmptyLines: true,
  });
  expect(errors).toEqual([]);
  return { filename: download.suggestedFilename(), header: meta.fields ?? [], rows: data };
}

/**
 * An amount as the screen shows it (`$1,234.56`, `1,234.5 EUR`, `-$3.10`) as a number, its
 * currency and the number of decimals shown.
 */
export function screenAmount(text: string): { amount: number; currency: string; digits: number } {
  const match = /(-?)(\$)?([\d,]+(?:\.(\d+))?)(?:\s([A-Z]{3}))?/.exec(text.trim());
  if (!match) throw new Error(`not an amount: ${text}`);
  const [, sign, dollar, number, decimals, code] = match;
  return {
    amount: Number(`${sign}${number!.replaceAll(',', '')}`),
    currency: dollar ? 'USD' : (code ?? ''),
    digits: decimals?.length ?? 0,
  };
}
