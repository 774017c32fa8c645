import { describe, expect, it } from 'vitest';
import { customerPhoneParamsSchema } from './customerParams';

describe('customerPhoneParamsSchema', () => {
  it('takes the number as the screens show it (077-123-4567) as well as bare digits', () => {
    expect(customerPhoneParamsSchema.parse({ phone: '077-123-4567' })).toEqual({
      phone: '0771234567',
    });
    expect(customerPhoneParamsSchema.parse({ phone: '(077) 123 4567' })).toEqual({
      phone: '0771234567',
    });
    expect(customerPhoneParamsSchema.parse({ phone: '0771234567' })).toEqual({
      phone: '0771234567',
    });
  });

  it('still refuses anything that is not 10 to 15 digits', () => {
    for (const phone of ['12ab', '077-123', '+94771234567a']) {
      const result = customerPhoneParamsSchema.safeParse({ phone });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(
        'Please enter a valid phone number (10-15 digits)',
      );
    }
  });
});
