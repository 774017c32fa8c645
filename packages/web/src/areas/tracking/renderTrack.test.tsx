import { describe, expect, it } from 'vitest';
import { renderTrack } from './renderTrack';

const business = {
  name: 'Campus Wash',
  address: '12 College Road, Moratuwa',
  phone: '0771234567',
  email: 'hello@campuswash.test',
  timeZone: 'Asia/Colombo',
};

describe('the tracking page rendered by the server in each language (issue 42)', () => {
  it('writes the form in Sinhala, Tamil and English', () => {
    expect(renderTrack({ business }, 'si').html).toContain('ඔබේ ඇණවුම සොයා බලන්න');
    expect(renderTrack({ business }, 'ta').html).toContain('உங்கள் ஆர்டரைக் கண்காணியுங்கள்');
    expect(renderTrack({ business }).html).toContain('Track your order');
  });
});
