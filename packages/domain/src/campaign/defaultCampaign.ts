/**
 * The grand-opening campaign of the spec (part 1 §3 'Campaign configuration'): 20%, 2025-10-13
 * to 2025-12-31. Written out rather than parsed from the schema so that the landing page, which
 * shows it until the server has answered, needs no schema library on its first load; the
 * schema's defaults are these values (campaignConfig.test.ts checks the two agree). Typed by
 * inference, so the schema can default to these values without this file importing the schema
 * (the test also checks the values are a `CampaignConfig`).
 */
export const DEFAULT_CAMPAIGN = {
  isActive: true,
  campaignName: 'Grand Opening 2025',
  campaignCode: 'GRANDOPENING2025',
  discount: 20,
  discountType: 'percentage' as const,
  startDate: '2025-10-13',
  endDate: '2025-12-31',
  buttonText: { withDiscount: 'Register & Get 20% OFF', withoutDiscount: 'Register Now' },
  successMessage:
    'Welcome aboard! Your 20% OFF grand opening discount is ready for your first order.',
  announcement: {
    show: true,
    text: 'Limited Time Offer - Get 20% OFF on your first order!',
  },
  navbarBadge: { show: true, text: 'Limited Offer', discountText: '20% OFF' },
};
