import { z } from 'zod';
import { DEFAULT_CAMPAIGN as D } from './defaultCampaign';

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
    isActive: z.boolean().default(D.isActive),
    campaignName: z.string().trim().min(1, 'Campaign name is required').default(D.campaignName),
    campaignCode: z
      .string()
      .trim()
      .min(1, 'Campaign code is required')
      .max(50)
      .default(D.campaignCode),
    discount: z
      .number()
      .min(0, 'Campaign discount cannot be negative')
      .max(100, 'Campaign discount cannot exceed 100')
      .default(D.discount),
    discountType: z.literal('percentage').default(D.discountType),
    startDate: calendarDay('Campaign start date').default(D.startDate),
    endDate: calendarDay('Campaign end date').default(D.endDate),
    buttonText: z
      .object({
        withDiscount: z.string().default(D.buttonText.withDiscount),
        withoutDiscount: z.string().default(D.buttonText.withoutDiscount),
      })
      .prefault({}),
    successMessage: z.string().default(D.successMessage),
    announcement: z
      .object({
        show: z.boolean().default(D.announcement.show),
        text: z.string().default(D.announcement.text),
      })
      .prefault({}),
    navbarBadge: z
      .object({
        show: z.boolean().default(D.navbarBadge.show),
        text: z.string().default(D.navbarBadge.text),
        discountText: z.string().default(D.navbarBadge.discountText),
      })
      .prefault({}),
  })
  .refine((campaign) => campaign.endDate >= campaign.startDate, {
    message: 'Campaign end date must be on or after its start date',
    path: ['endDate'],
  });
export type CampaignConfig = z.output<typeof campaignConfigSchema>;
export type CampaignConfigInput = z.input<typeof campaignConfigSchema>;
