import { csvRecord } from './csv.js';

describe('csvRecord', () => {
  it.each(['=HYPERLINK("https://evil.example","click")', '+1+1', '-2+3', '@SUM(A1)', '\t=1+1', '\r=1+1'])(
    'turns %j, which a spreadsheet would read as a formula, into text',
    (value) => {
      expect(csvRecord([value])).toBe(`"'${value.replaceAll('"', '""')}"\r\n`);
    },
  );

  it('quotes every other value as it is, doubling inner quotes, and ends the record with CRLF', () => {
    expect(csvRecord(['Ana "DJ" Lee, Berlin', 'line one\r\nline two', 'a=b', ''])).toBe('"Ana ""DJ"" Lee, Berlin","line one\r\nline two","a=b",""\r\n');
  });

  it('writes numbers as they are, negative ones too, and null as an empty cell', () => {
    expect(csvRecord([150, -25, 0, null])).toBe('"150","-25","0",""\r\n');
  });
});
