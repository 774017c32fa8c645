import { describe, expect, it } from 'vitest';
import { csvText, spreadsheetText } from './spreadsheetText';

describe('spreadsheetText', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","x")', '\'=HYPERLINK("http://evil.example","x")'],
    ['@SUM(A1:A9)', "'@SUM(A1:A9)"],
    ["+cmd|' /C calc'!A0", "'+cmd|' /C calc'!A0"],
    ['-2+3', "'-2+3"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', "'\r=1+1"],
  ])('quotes %j', (value, expected) => {
    expect(spreadsheetText(value)).toBe(expected);
  });

  it.each(['Kasuni Fernando', 'Wash & Dry', '', ' =not at the start', "O'Brien", '2026-03-02'])(
    'leaves %j as it is',
    (value) => {
      expect(spreadsheetText(value)).toBe(value);
    },
  );
});

describe('csvText', () => {
  it('quotes what needs quoting, makes formulas inert and ends every line with CRLF', () => {
    expect(
      csvText([
        ['Order Number', 'Customer'],
        ['ORD-1', 'Perera, "Nimal"'],
        ['ORD-2', '=HYPERLINK("http://evil.example")'],
        ['ORD-3', 'two\nlines'],
        ['ORD-4', '-5'],
      ]),
    ).toBe(
      [
        'Order Number,Customer',
        'ORD-1,"Perera, ""Nimal"""',
        'ORD-2,"\'=HYPERLINK(""http://evil.example"")"',
        'ORD-3,"two\nlines"',
        "ORD-4,'-5",
        '',
      ].join('\r\n'),
    );
  });

  it('writes nothing for no lines', () => {
    expect(csvText([])).toBe('');
  });
});
