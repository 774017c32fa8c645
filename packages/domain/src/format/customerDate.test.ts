import { describe, expect, it } from 'vitest';
import { formatCustomerDate, formatCustomerDateTime } from './customerDate';

describe('dates in the customer’s language (issue 42)', () => {
  it('writes the month in Sinhala and in Tamil', () => {
    const day = '2026-11-22T08:00:00Z';
    expect(formatCustomerDate(day, 'Asia/Colombo', 'si')).toMatch(/2026/);
    expect(formatCustomerDate(day, 'Asia/Colombo', 'si')).toMatch(/[\u0D80-\u0DFF]/);
    expect(formatCustomerDate(day, 'Asia/Colombo', 'ta')).toMatch(/[\u0B80-\u0BFF]/);
    expect(formatCustomerDate(day, 'Asia/Colombo', 'en')).toBe('22 Nov 2026');
    expect(formatCustomerDate(day, 'Asia/Colombo', 'si')).toBe('2026 නොවැ 22');
    expect(formatCustomerDate(day, 'Asia/Colombo', 'ta')).toBe('22 நவ., 2026');
    expect(formatCustomerDateTime('2026-04-02T08:05:00Z', 'Asia/Colombo', 'si')).toBe(
      '2026 අප්\u200dරේල් 2, ප.ව. 01:35',
    );
    expect(formatCustomerDateTime('2026-11-21T20:00:00Z', 'Asia/Colombo', 'ta')).toBe(
      '22 நவம்பர், 2026, முற்பகல் 01:30',
    );
  });
});
