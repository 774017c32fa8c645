import { describe, expect, it } from 'vitest';
import { entryProblems, headerProblems } from './checkCatalog';

const entry = (source: string, translation: string) => ({
  id: 'x',
  source,
  translation,
  flags: ['unreviewed'],
});

describe('the catalog checks (issue 42)', () => {
  it('passes a good translation', () => {
    expect(entryProblems('si', entry('Order {title}', '{title} ඇණවුම් කරන්න'))).toEqual([]);
    expect(entryProblems('ta', entry('WhatsApp', 'WhatsApp'))).toEqual([]);
  });

  it('fails a missing or untranslated message', () => {
    expect(entryProblems('si', entry('Call now', ''))).toEqual([
      'si "Call now": missing translation',
    ]);
    expect(entryProblems('ta', entry('Call now', 'Call now'))[0]).toMatch(/untranslated/);
  });

  it('fails invalid ICU and a lost or renamed placeholder', () => {
    expect(entryProblems('si', entry('Order {title}', '{title ඇණවුම'))[0]).toMatch(/invalid ICU/);
    expect(entryProblems('ta', entry('Order {title}', '{name} ஆர்டர்'))[0]).toMatch(/placeholders/);
    expect(entryProblems('ta', entry('<0>{n}% off</0>', '{n}% தள்ளுபடி'))[0]).toMatch(
      /placeholders/,
    );
  });

  it('fails a Sinhala conjunct without its zero-width joiner', () => {
    expect(entryProblems('si', entry('Progress', 'ප්\u200dරගතිය'))).toEqual([]);
    expect(entryProblems('si', entry('Progress', 'ප්රගතිය'))[0]).toMatch(/zero-width joiner/);
  });

  it('asks each plural for the categories CLDR gives the language', () => {
    const source = '{n, plural, one {# step done} other {# steps done}}';
    expect(entryProblems('ta', entry(source, '{n, plural, one {# படி} other {# படிகள்}}'))).toEqual(
      [],
    );
    expect(entryProblems('ta', entry(source, '{n, plural, other {# படிகள்}}'))[0]).toMatch(
      /lacks one/,
    );
    // Sinhala reads 0 as 'one' (CLDR): the form is needed, and 0 picks it.
    expect(new Intl.PluralRules('si').select(0)).toBe('one');
    expect(new Intl.PluralRules('ta').select(0)).toBe('other');
  });

  it('asks every translated catalog to name its translator', () => {
    expect(headerProblems('si', {})).toHaveLength(1);
    expect(headerProblems('si', { 'Last-Translator': 'someone' })).toEqual([]);
  });
});
