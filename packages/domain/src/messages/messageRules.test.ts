import { describe, expect, it } from 'vitest';
import { createCustomerSchema } from '../customers';
import { sendsMessageOn } from './messageEvents';
import { messageRetryDelayMs } from './messageRetry';
import { internationalNumber, whatsappLink } from './whatsappLink';

describe('sendsMessageOn', () => {
  it('sends created and paid only when the shop turned them on', () => {
    const off = { onCreated: false, onPaid: false };
    expect(sendsMessageOn('created', off)).toBe(false);
    expect(sendsMessageOn('paid', off)).toBe(false);
    expect(sendsMessageOn('paid', { onCreated: false, onPaid: true })).toBe(true);
    expect(sendsMessageOn('ready', off)).toBe(true);
    expect(sendsMessageOn('out_for_delivery', off)).toBe(true);
  });
});

describe('messageRetryDelayMs', () => {
  it('doubles from 30 s and stops after five attempts', () => {
    expect([1, 2, 3, 4, 5].map(messageRetryDelayMs)).toEqual([
      30_000,
      60_000,
      120_000,
      240_000,
      null,
    ]);
  });
});

describe('whatsappLink', () => {
  it('writes a local Sri Lankan number internationally and encodes the text', () => {
    expect(internationalNumber('077 123 4567')).toBe('94771234567');
    expect(internationalNumber('+94 77 123 4567')).toBe('94771234567');
    expect(internationalNumber('0044 20 7946 0958')).toBe('442079460958');
    expect(whatsappLink('0771234567', 'Ready: ORD-1 & more?')).toBe(
      'https://wa.me/94771234567?text=Ready%3A%20ORD-1%20%26%20more%3F',
    );
  });
});

describe('the customer form with a channel', () => {
  const base = { fullName: 'Nimal Perera', phoneNumber: '0771234567' };
  it('defaults to SMS with messages on', () => {
    const parsed = createCustomerSchema.parse(base);
    expect([parsed.messageChannel, parsed.messagesOptOut]).toEqual(['sms', false]);
  });
  it('refuses e-mail without an address, and an unknown channel', () => {
    const noEmail = createCustomerSchema.safeParse({ ...base, messageChannel: 'email' });
    expect(noEmail.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['messageChannel', 'An e-mail address is needed to send messages by e-mail'],
    ]);
    const pigeon = createCustomerSchema.safeParse({ ...base, messageChannel: 'pigeon' });
    expect(pigeon.error?.issues[0]?.message).toBe('Please choose e-mail, SMS or WhatsApp');
  });
});
