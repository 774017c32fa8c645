import { z } from 'zod';

const calendarDay = (field: string) => z.iso.date(`${field} must be a date (YYYY-MM-DD)`);

/**
 * The landing page's campaign (spec part 1 §3 'Campaign configuration' and §9): static
 * configuration whose every field has the spec's default, so `campaignConfigSchema.parse({})`
 * is the grand-opening campaign and the server may override any field (e.g. the dates) from
 * its configuration. Dates are calendar days in the business time zone, both inclusive.
 */
export const campaignConfigSchema = z
  .object({
    /** The master switch; the dates decide the rest. */
    isActive: z.boolean().default(true),
    campaignName: z
      .string()
      .trim()
      .min(1, 'Campaign name is required')
      .default('Grand Opening 2025'),
    campaignCode: z
      .string()
      .trim()
      .min(1, 'Campaign code is required')
      .max(50)
      .default('GRANDOPENING2025'),
    discount: z
      .number()
      .min(0, 'Campaign discount cannot be negative')
      .max(100, 'Campaign discount cannot exceed 100')
      .default(20),
    discountType: z.literal('percentage').default('percentage'),
    startDate: calendarDay('Campaign start date').default('2025-10-13'),
    endDate: calendarDay('Campaign end date').default('2025-12-31'),
    buttonText: z
      .object({
        withDiscount: z.string().default('Register & Get 20% OFF'),
        withoutDiscount: z.string().default('Register Now'),
      })
      .prefault({}),
    successMessage: z
      .string()
      .default(
        'Welcome aboard! Your 20% OFF grand opening discount is ready for your first order.',
      ),
    announcement: z
      .object({
        show: z.boolean().default(true),
        text: z.string().default('Limited Time Offer - Get 20% OFF on your first order!'),
      })
      .prefault({}),
    navbarBadge: z
      .object({
        show: z.boolean().default(true),
        text: z.string().default('Limited Offer'),
        discountText: z.string().default('20% OFF'),
      })
      .prefault({}),
  })
  .refine((campaign) => campaign.endDate >= campaign.startDate, {
    message: 'Campaign end date must be on or after its start date',
    path: ['endDate'],
  });
export type CampaignConfig = z.output<typeof campaignConfigSchema>;
export type CampaignConfigInput = z.input<typeof campaignConfigSchema>;

/** The grand-opening campaign of the spec: 20%, 2025-10-13 to 2025-12-31. */
export const DEFAULT_CAMPAIGN: CampaignConfig = campaignConfigSchema.parse({});
