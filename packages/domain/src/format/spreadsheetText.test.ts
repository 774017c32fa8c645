import { describe, expect, it } from 'vitest';
import { spreadsheetText } from './spreadsheetText';

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
