import { describe, expect, it } from 'vitest';
import { attachmentHeader, csvCell, csvDollars, toCsv } from './csv.ts';

describe('CSV cells', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    [' padded ', '" padded "'],
    ['=1+1', "'=1+1"],
    ['+1', "'+1"],
    ['-1+2', "'-1+2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTAB', "'\tTAB"],
    ['=HYPERLINK("x"),y', `"'=HYPERLINK(""x""),y"`],
    ['-12.50', '-12.50'],
    [12, '12'],
    [null, ''],
    [undefined, ''],
  ])('%j becomes %s', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('joins rows with CRLF and formats cents as dollars', () => {
    expect(toCsv(['A', 'B'], [[csvDollars(1_050), 'x']])).toBe('A,B\r\n10.50,x\r\n');
    expect(csvDollars(null)).toBe('');
    expect(attachmentHeader('bookings 2026/11.csv')).toBe('attachment; filename="bookings_2026_11.csv"');
  });
});
