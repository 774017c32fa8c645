/** The analytics failure text of spec part 1 §8 ('Analytics failure'). */
export const ANALYTICS_FAILED = 'Failed to load customer analytics';
