import { describe, expect, it } from 'vitest';
import { customerDraftFromSearch } from './customerDraftFromSearch';

describe('customerDraftFromSearch', () => {
  it('reads a phone typed with separators or the country code as the phone', () => {
    expect(customerDraftFromSearch(' 075 456-7804 ')).toEqual({ phoneNumber: '0754567804' });
    expect(customerDraftFromSearch('+94754567804')).toEqual({ phoneNumber: '0754567804' });
  });

  it('reads an address with an @ as the e-mail and other text as the name', () => {
    expect(customerDraftFromSearch('nimal@example.lk')).toEqual({ email: 'nimal@example.lk' });
    expect(customerDraftFromSearch('  Nimal Perera ')).toEqual({ fullName: 'Nimal Perera' });
    expect(customerDraftFromSearch('077 Nimal')).toEqual({ fullName: '077 Nimal' });
  });

  it('fills nothing from nothing', () => {
    expect(customerDraftFromSearch('   ')).toEqual({});
  });
});
