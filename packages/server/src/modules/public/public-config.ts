import type { PublicConfig } from '@laundry/domain';
import type { Config } from '../../config';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/seeders/users';

export type PublicConfigSource = Pick<
  Config,
  'demo' | 'business' | 'campaign' | 'taxRateBasisPoints'
>;

/**
 * What a visitor may know before signing in (GET /api/public/config, and written into the
 * landing and sign-in pages): the business, the campaign, and the demo accounts in demo mode.
 */
export function publicConfigOf(config: PublicConfigSource): PublicConfig {
  return {
    demo: config.demo
      ? {
          accounts: DEMO_ACCOUNTS.map(({ role, email }) => ({ role, email })),
          password: DEMO_PASSWORD,
        }
      : null,
    business: {
      name: config.business.name,
      address: config.business.address,
      phone: config.business.phone,
      email: config.business.email,
      timeZone: config.business.timeZone,
    },
    taxRateBasisPoints: config.taxRateBasisPoints ?? 0,
    campaign: config.campaign,
  };
}
