import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../language';
import { trackingUrl } from '../tracking';
import {
  customerMessageSubject,
  customerMessageText,
  localMessageTemplates,
  MESSAGE_TRANSLATIONS,
} from './customerMessageText';
import { messageEvents } from './messageEvents';
import { SMS_MAX_UCS2_TWO_PARTS, smsParts, ucs2Length } from './smsParts';

// The longest real values (as customerMessageText.test.ts): a shop name past any bound, the
// largest order number the sequence makes, a long public address with a 32-character token and
// the language parameter the Sinhala and Tamil links carry.
const longestShopName =
  'ශ්‍රී Campus Clean Laundry & Dry Cleaners — Katubedda, Moratuwa Branch (Main)';
const longestOrderNumber = 'ORD-999999999';
const longestOrigin = 'https://laundry-campus-clean.example.lk';
const longestToken = 'f'.repeat(32);
const local = ['si', 'ta'] as const;

describe('smsParts', () => {
  it('counts GSM-7 by 160 / 153 and UCS-2 by 70 / 67', () => {
    expect(smsParts('a'.repeat(160))).toBe(1);
    expect(smsParts('a'.repeat(161))).toBe(2);
    expect(smsParts('අ'.repeat(70))).toBe(1);
    expect(smsParts('අ'.repeat(71))).toBe(2);
    expect(smsParts('අ'.repeat(134))).toBe(2);
    expect(smsParts('අ'.repeat(135))).toBe(3);
  });
});

describe.each(local)('the %s customer messages (issue 42)', (language) => {
  it.each(messageEvents)('%s: within two UCS-2 parts with the longest values', (event) => {
    const link = trackingUrl(longestOrigin, longestToken, language);
    const text = customerMessageText(
      event,
      { shopName: longestShopName, orderNumber: longestOrderNumber, trackingUrl: link },
      language,
    );
    expect(smsParts(text)).toBeLessThanOrEqual(2);
    expect(ucs2Length(text)).toBeLessThanOrEqual(SMS_MAX_UCS2_TWO_PARTS);
    expect(text).toContain(longestOrderNumber);
    expect(text.endsWith(`: ${link}`)).toBe(true);
    expect(link).toContain(`lang=${language}`);
  });

  it('keeps the shop name in its script, joiner and all, when it fits', () => {
    const text = customerMessageText(
      'ready',
      { shopName: 'ශ්‍රී ලොන්ඩ්‍රි', orderNumber: 'ORD-000001', trackingUrl: 'https://cc.lk/t' },
      language,
    );
    expect(text.startsWith('ශ්‍රී ලොන්ඩ්‍රි: ')).toBe(true);
    expect(text.split('\u200d')).toHaveLength(3);
  });

  it('has a saying and a subject for every event, in its own script', () => {
    const script = language === 'si' ? /[\u0D80-\u0DFF]/ : /[\u0B80-\u0BFF]/;
    const words = localMessageTemplates(language);
    for (const event of messageEvents) {
      expect(words.sayings[event]).toMatch(script);
      expect(words.sayings[event]).toContain('{n}');
      expect(words.subjects[event]).toContain('{n}');
      const subject = customerMessageSubject(
        event,
        { shopName: 'Shop', orderNumber: 'ORD-1', trackingUrl: '' },
        language,
      );
      expect(subject).toMatch(script);
    }
  });

  it('names its translator and says it is not reviewed by a native speaker yet', () => {
    expect(MESSAGE_TRANSLATIONS[language].translator).not.toBe('');
    expect(MESSAGE_TRANSLATIONS[language].reviewedByNativeSpeaker).toBe(false);
  });

  it('writes Sinhala rakaransaya and yansaya with their joiner', () => {
    const words = Object.values(localMessageTemplates(language).sayings).join(' ');
    expect(words).not.toMatch(/\u0DCA[\u0DBB\u0DBA]/);
  });
});

describe('English messages', () => {
  it('stay as they were and GSM-7', () => {
    for (const language of LANGUAGES.filter((one) => one === 'en')) {
      const text = customerMessageText(
        'ready',
        { shopName: 'Campus Clean', orderNumber: 'ORD-1', trackingUrl: 'https://cc.lk/t' },
        language,
      );
      expect(smsParts(text)).toBe(1);
    }
  });
});
