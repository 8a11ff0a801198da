import { describe, expect, it } from '@jest/globals';
import { csvCell } from './csv-cell';

describe('csvCell', () => {
  it.each(['=HYPERLINK("https://evil.example","click")', '+1+1', '-2+3', '@SUM(A1)', '\t=1+1', '\r=1+1'])(
    'turns %j, which a spreadsheet would read as a formula, into text',
    (value) => {
      expect(csvCell(value)).toBe(`"'${value.replaceAll('"', '""')}"`);
    },
  );

  it('quotes every other value as it is, doubling inner quotes', () => {
    expect(csvCell('Ana "DJ" Lee, Berlin')).toBe('"Ana ""DJ"" Lee, Berlin"');
    expect(csvCell('line one\r\nline two')).toBe('"line one\r\nline two"');
    expect(csvCell('a=b')).toBe('"a=b"');
    expect(csvCell('')).toBe('""');
  });
});
