import { describe, expect, it } from 'vitest';
import { normalizeOrderNumber } from './orderNumberText';
import { firstName, orderNumberFromScan } from './scanCode';

describe('orderNumberFromScan', () => {
  it('reads an order number as a tag QR holds it, or its digits', () => {
    expect(orderNumberFromScan('ORD-001042')).toBe('ORD-001042');
    expect(orderNumberFromScan(' ord-001042 ')).toBe('ORD-001042');
    expect(orderNumberFromScan('001042')).toBe('ORD-001042');
    expect(orderNumberFromScan('ORD-1234567')).toBe('ORD-1234567');
  });

  it('refuses what is not one', () => {
    for (const text of ['', '1042', 'hello', '0771234567890', '00104x', 'abc001042']) {
      expect(orderNumberFromScan(text), text).toBeNull();
    }
  });
});

describe('normalizeOrderNumber', () => {
  it('gives the stored form of what a customer types', () => {
    expect(normalizeOrderNumber('1042')).toBe('ORD-001042');
    expect(normalizeOrderNumber('ord 001042')).toBe('ORD-001042');
    expect(normalizeOrderNumber('ORD-001042')).toBe('ORD-001042');
    expect(normalizeOrderNumber('ORD-')).toBeNull();
    expect(normalizeOrderNumber('42a')).toBeNull();
  });
});

describe('firstName', () => {
  it('keeps the first word only', () => {
    expect(firstName('  Sachini  Wickramasinghe ')).toBe('Sachini');
    expect(firstName('Madonna')).toBe('Madonna');
  });
});
