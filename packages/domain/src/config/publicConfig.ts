import { z } from 'zod';
import { roles } from '../auth';
import { campaignConfigSchema } from '../campaign';

/** `data` of GET /public/config: what a visitor may see before signing in. */
export const publicConfigSchema = z.object({
  /** The sign-in page's demo box; null when demo mode is off. */
  demo: z
    .object({
      accounts: z.array(z.object({ role: z.enum(roles), email: z.string() })),
      password: z.string(),
    })
    .nullable(),
  business: z.object({
    name: z.string(),
    address: z.string(),
    phone: z.string(),
    email: z.string(),
    /** The business time zone: "today" and campaign days are counted in it. */
    timeZone: z.string(),
  }),
  /**
   * The tax on orders (basis points, 100 = 1%; TAX_RATE_PERCENT): the order form's preview
   * prices with it, as the server does.
   */
  taxRateBasisPoints: z.number().int().min(0).max(10_000).default(0),
  /** The landing page's campaign with the configured dates; `isCampaignActive` tells if it runs. */
  campaign: campaignConfigSchema,
});
export type PublicConfig = z.output<typeof publicConfigSchema>;
