import { describe, expect, it } from 'vitest';
import { csvDisposition, toCsv } from '#server/lib/csv.ts';

// The one CSV writer of every export: RFC 4180 quoting, and cells a spreadsheet would run as a
// formula shown as text instead (OWASP, 'CSV injection').
describe('toCsv', () => {
  const body = (csv: string) => csv.replace(/^\uFEFF/, '').split('\r\n');

  it('starts with a byte order mark, ends lines with CRLF, and quotes commas, quotes and line breaks', () => {
    const csv = toCsv(
      ['Name', 'Note'],
      [
        ['Şahin, Gül', 'said "hi"\nthen left'],
        ['Ada', null],
      ],
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(body(csv)).toEqual(['Name,Note', '"Şahin, Gül","said ""hi""\nthen left"', 'Ada,', '']);
  });

  it.each([['=1+2'], ['+1'], ['-2'], ['@SUM(A1)'], ['\t=1'], ['\r=1']])(
    'neutralises the formula %j with a leading apostrophe',
    (text) => {
      const cell = body(toCsv(['x'], [[text]]))[1]!;
      expect(cell.replace(/^"|"$/g, '').startsWith(`'${text[0]}`)).toBe(true);
    },
  );

  it('writes numbers as numbers, negative ones too', () => {
    expect(body(toCsv(['n'], [[-3], [12]])).slice(1, 3)).toEqual(['-3', '12']);
  });

  it('names the download with ASCII letters, digits and dashes only', () => {
    expect(csvDisposition('attendance-ABC-2026-123456')).toBe('attachment; filename="attendance-ABC-2026-123456.csv"');
    expect(csvDisposition('a"b/../c')).toBe('attachment; filename="a-b-c.csv"');
  });
});
