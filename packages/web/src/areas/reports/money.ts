/**
 * Money in the reports shows two decimals (spec part 2 §2.11). The spec's dollar sign is not
 * taken: the business works in rupees, so LKR, through the domain's one money format.
 */
export const TWO_DECIMALS = { decimals: 2 } as const;
