import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('CSV for spreadsheets', () => {
  it('neutralises cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil.test","click")')).toBe('"\'=HYPERLINK(""http://evil.test"",""click"")"');
    expect(csvCell('+1 305 555 0100')).toBe('"\'+1 305 555 0100"');
    // A number is a number: money out stays a negative amount, never text.
    expect(csvCell(-50)).toBe('"-50"');
    expect(csvCell('-50')).toBe('"\'-50"');
    expect(csvCell('-2+3')).toBe('"\'-2+3"');
    expect(csvCell('@SUM(A1:A9)')).toBe('"\'@SUM(A1:A9)"');
    expect(csvCell('\t=1')).toBe('"\'\t=1"');
    expect(csvCell('\r=1')).toBe('"\'\r=1"');
  });

  it('quotes every cell and doubles quotes, keeping ordinary text as it is', () => {
    expect(csvCell('Ana "la Reina" García')).toBe('"Ana ""la Reina"" García"');
    expect(csvCell('a, b\nc')).toBe('"a, b\nc"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(400)).toBe('"400"');
    expect(csvCell('305-555-0100')).toBe('"305-555-0100"');
  });

  it('writes a BOM, a header and CRLF lines', () => {
    expect(toCsv(['a', 'b'], [['1', null]])).toBe('\uFEFF"a","b"\r\n"1",""\r\n');
  });
});
