import { describe, expect, it } from 'vitest';
import { customerMessageSubject, customerMessageText } from './customerMessageText';
import { gsm7Length, isGsm7, SMS_MAX_GSM7, toGsm7 } from './gsm7';
import { messageEvents } from './messageEvents';

// The longest of each: a shop name at its bound and past it, the largest order number the
// sequence makes (ORD- and 9 digits), a long public address with a 32-character token.
const longestShopName = 'Campus Clean Laundry & Dry Cleaners — Katubedda, Moratuwa Branch (Main)';
const longestOrderNumber = 'ORD-999999999';
const longestLink = `https://laundry-campus-clean.example.lk/track?t=${'f'.repeat(32)}`;

describe('customerMessageText', () => {
  it('says the shop, the order and the tracking link in one line', () => {
    expect(
      customerMessageText('ready', {
        shopName: 'Campus Clean Laundry',
        orderNumber: 'ORD-001042',
        trackingUrl: 'https://cc.lk/track?t=abc',
      }),
    ).toBe(
      'Campus Clean Laundry: your laundry ORD-001042 is ready for collection. Track: https://cc.lk/track?t=abc',
    );
    expect(
      customerMessageText('out_for_delivery', {
        shopName: 'Campus Clean Laundry',
        orderNumber: 'ORD-001042',
        trackingUrl: 'https://cc.lk/track?t=abc',
      }),
    ).toBe(
      'Campus Clean Laundry: your laundry ORD-001042 is on its way to you. Track: https://cc.lk/track?t=abc',
    );
  });

  it.each(messageEvents)(
    'fits one GSM-7 SMS for the longest shop, number and link (%s)',
    (event) => {
      const text = customerMessageText(event, {
        shopName: longestShopName,
        orderNumber: longestOrderNumber,
        trackingUrl: longestLink,
      });
      expect(isGsm7(text)).toBe(true);
      expect(gsm7Length(text)).toBeLessThanOrEqual(SMS_MAX_GSM7);
      // The number and the link are never cut: only the shop's name is.
      expect(text).toContain(longestOrderNumber);
      expect(text.endsWith(`Track: ${longestLink}`)).toBe(true);
    },
  );

  it('drops the shop name when the link leaves no room, and still fits', () => {
    const link = `https://${'a'.repeat(60)}.example.lk/track?t=${'f'.repeat(32)}`;
    const text = customerMessageText('ready', {
      shopName: 'Campus Clean Laundry',
      orderNumber: longestOrderNumber,
      trackingUrl: link,
    });
    expect(text).toBe(`Your laundry ${longestOrderNumber} is ready for collection. Track: ${link}`);
  });

  it('keeps a Sinhala shop name from turning the SMS into UCS-2', () => {
    const text = customerMessageText('paid', {
      shopName: 'ලොන්ඩ්‍රි Campus Clean',
      orderNumber: 'ORD-000001',
      trackingUrl: 'https://cc.lk/track?t=abc',
    });
    expect(text).toBe(
      'Campus Clean: thank you, order ORD-000001 is paid. Track: https://cc.lk/track?t=abc',
    );
    expect(isGsm7(text)).toBe(true);
  });

  it('gives the e-mail a subject with the whole shop name', () => {
    expect(
      customerMessageSubject('ready', {
        shopName: 'Campus Clean Laundry',
        orderNumber: 'ORD-001042',
        trackingUrl: '',
      }),
    ).toBe('Your laundry ORD-001042 is ready — Campus Clean Laundry');
  });
});

describe('gsm7', () => {
  it('counts extended characters twice and knows what is not GSM-7', () => {
    expect(gsm7Length('a€[b')).toBe(6);
    expect(isGsm7('Hello: €5 [ok]')).toBe(true);
    expect(isGsm7('Hello 😀')).toBe(false);
    expect(toGsm7('  “Clean” – ශ්‍රී  Laundry  ')).toBe('"Clean" - Laundry');
  });
});
