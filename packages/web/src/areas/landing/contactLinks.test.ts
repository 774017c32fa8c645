import { describe, expect, it } from 'vitest';
import {
  mailtoHref,
  mapHref,
  socialLinks,
  telHref,
  whatsappHref,
  whatsappNumber,
} from './contactLinks';

describe('contact links', () => {
  it('dials the digits', () => {
    expect(telHref('077-123 4567')).toBe('tel:0771234567');
    expect(telHref('+94 77 123 4567')).toBe('tel:+94771234567');
  });

  it('writes a Sri Lankan local number the international way for WhatsApp', () => {
    expect(whatsappNumber('0771234567')).toBe('94771234567');
    expect(whatsappNumber('+94 77 123 4567')).toBe('94771234567');
    expect(whatsappHref('0771234567', 'Hi & hello')).toBe(
      'https://wa.me/94771234567?text=Hi%20%26%20hello',
    );
  });

  it('writes mail and map links', () => {
    expect(mailtoHref('a@b.lk')).toBe('mailto:a@b.lk');
    expect(mailtoHref('a@b.lk', 'Help me')).toBe('mailto:a@b.lk?subject=Help%20me');
    expect(mapHref('No. 45, Main St')).toBe(
      'https://www.openstreetmap.org/search?query=No.%2045%2C%20Main%20St',
    );
    expect(socialLinks('Campus Clean Laundry').facebook).toBe(
      'https://www.facebook.com/campuscleanlaundry',
    );
  });
});
