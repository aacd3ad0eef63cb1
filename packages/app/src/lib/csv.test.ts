import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvText, UTF8_BOM, type CsvCell } from './csv';

describe('csvText', () => {
  it.each<[string, { given: CsvCell; want: string }]>([
    ['a plain number', { given: 2400.17, want: '2400.17' }],
    ['a negative number stays a number', { given: -12.5, want: '-12.5' }],
    ['nothing is an empty cell', { given: null, want: '' }],
    ['a comma is quoted', { given: 'Hikari, Inc.', want: '"Hikari, Inc."' }],
    ['a quote is doubled', { given: 'the "best"', want: '"the ""best"""' }],
    ['a formula is neutralised', { given: '=HYPERLINK("x")', want: `"'=HYPERLINK(""x"")"` }],
    ['text starting with minus is neutralised', { given: '-1+1', want: `"'-1+1"` }],
    ['Japanese text is kept', { given: '支払日', want: '支払日' }],
  ])('%s', async (_name, { given, want }) => {
    const text = await csvText({ header: ['a', 'b'], rows: [[given, 'x']] });
    expect(text).toBe(`${UTF8_BOM}a,b\r\n${want},x\r\n`);
  });

  it('reads back, by a spreadsheet-like parser, as the cells it was given', async () => {
    const rows: CsvCell[][] = [
      ['2026-11-15', 2400.17, 'EUR', 'line\nbreak'],
      ['2026-10-15', null, 'USD', 'a, b'],
    ];
    const text = await csvText({ header: ['date', 'amount', 'currency', 'note'], rows });
    const parsed = Papa.parse<Record<string, string>>(text.slice(UTF8_BOM.length), {
      header: true,
      skipEmptyLines: true,
    });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data).toEqual([
      { date: '2026-11-15', amount: '2400.17', currency: 'EUR', note: 'line\nbreak' },
      { date: '2026-10-15', amount: '', currency: 'USD', note: 'a, b' },
    ]);
  });
});
