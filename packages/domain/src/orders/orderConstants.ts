/** Order constants of spec part 2 §9, money in integer cents. */

/** Express service: the 1-day option, a fixed LKR 100 (`expressServiceFee`). */
export const EXPRESS_SERVICE_FEE_CENTS = 100_00;

/** Tax is 0 unless the business configures a rate (basis points: 100 = 1%). */
export const DEFAULT_TAX_RATE_BASIS_POINTS = 0;

/** The order list: 10 a page, newest first. */
export const ORDER_PAGE_SIZE = 10;

/** Analytics: the last 30 days by default, the daily table's last 10 entries. */
export const ORDER_ANALYTICS_DEFAULT_DAYS = 30;
export const ORDER_ANALYTICS_DAILY_ROWS = 10;

/** The dashboard's recent orders (spec part 1 §9). */
export const DASHBOARD_RECENT_ORDERS = 3;

/** A delivery within this distance (km) with no charge shows the '(FREE)' tag. */
export const FREE_DELIVERY_MAX_KM = 40;

/** The quick-add extra items of the payment modal, in cents. */
export const EXTRA_ITEM_PRESETS = [
  { name: 'Plastic Hanger', price: 25_00 },
  { name: 'Wooden Hanger', price: 50_00 },
  { name: 'Garment Bag', price: 100_00 },
  { name: 'Laundry Bag', price: 150_00 },
  { name: 'Fabric Softener', price: 200_00 },
  { name: 'Stain Remover', price: 250_00 },
] as const;

/** Bounds that keep every number of an order far from overflow (cents fit a 32-bit integer). */
export const ORDER_LIMITS = {
  maxItems: 50,
  maxQuantity: 1000,
  maxWeightKg: 500,
  minWeightKg: 0.1,
  /** LKR 100,000 for a pickup or delivery charge. */
  maxChargeRupees: 100_000,
  maxDistanceKm: 1000,
  maxExtraItems: 20,
  maxExtraItemPriceRupees: 100_000,
  maxNotes: 500,
  maxSpecialInstructions: 1000,
  maxTags: 10,
  maxTagLength: 30,
  /** A pickup or delivery is booked at most this many days ahead (decision 031). */
  maxScheduleDays: 60,
  /** A pickup or delivery time this far in the past still counts as now (a slow save). */
  pastGraceMinutes: 15,
} as const;
