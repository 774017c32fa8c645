/**
 * The catalogue's vocabulary and bounds (spec part 2 §3 'Service', §9 'Service').
 *
 * Price types: `per_piece` and `per_kg` are the two the order and calculator screens offer;
 * `per_item` and `flat_rate` appear only on the analytics and bulk-update screens, and the spec
 * gives them no rule. Our decision (docs/decisions/004-services-price-types.md):
 * - `per_item`: the base price times the quantity, with no clothing categories (an add-on such
 *   as a garment bag or a stain treatment, one price whatever the garment);
 * - `flat_rate`: the base price once per order line, whatever the quantity or weight (a fixed
 *   job such as "shoe cleaning, one pair" or a minimum charge).
 */
export const PRICE_TYPES = ['per_piece', 'per_kg', 'per_item', 'flat_rate'] as const;
export type PriceType = (typeof PRICE_TYPES)[number];

export const PRICE_TYPE_LABELS: Record<PriceType, string> = {
  per_piece: 'Per Piece',
  per_kg: 'Per Kg',
  per_item: 'Per Item',
  flat_rate: 'Flat Rate',
};

/** The price types whose form shows per-category prices (spec §2.8). */
export const CATEGORY_PRICED_TYPES: readonly PriceType[] = ['per_piece', 'per_kg'];

export function usesCategoryPrices(priceType: PriceType): boolean {
  return CATEGORY_PRICED_TYPES.includes(priceType);
}

/** Spec part 2 §3 'Clothing categories'. */
export const CLOTHING_CATEGORIES = [
  'normal_clothes',
  'bed_sheets',
  'towels',
  'blazers',
  'saree',
  'curtains',
  'pillowcases',
  'suits',
  'jeans',
  'blankets',
  'other',
] as const;
export type ClothingCategory = (typeof CLOTHING_CATEGORIES)[number];

export const CLOTHING_CATEGORY_LABELS: Record<ClothingCategory, string> = {
  normal_clothes: 'Normal Clothes',
  bed_sheets: 'Bed Sheets',
  towels: 'Towels',
  blazers: 'Blazers',
  saree: 'Saree',
  curtains: 'Curtains',
  pillowcases: 'Pillowcases',
  suits: 'Suits',
  jeans: 'Jeans',
  blankets: 'Blankets',
  other: 'Other',
};

/** Spec §4: 'Clothing category is chosen only for per_piece and per_kg services, default normal_clothes'. */
export const DEFAULT_CLOTHING_CATEGORY: ClothingCategory = 'normal_clothes';

/** The process steps a service may run (spec: subset of wash, dry, iron, dry_clean, fold). */
export const SERVICE_STATUSES = ['wash', 'dry', 'iron', 'dry_clean', 'fold'] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

export const SERVICE_STATUS_LABELS: Record<ServiceStatus, string> = {
  wash: 'Wash',
  dry: 'Dry',
  iron: 'Iron',
  dry_clean: 'Dry Clean',
  fold: 'Fold',
};

export const DEFAULT_SERVICE_STATUSES: readonly ServiceStatus[] = ['wash', 'dry'];

/** Colour choices, value and label (spec §3). */
export const SERVICE_COLORS = [
  { value: '#3B82F6', label: 'Blue' },
  { value: '#10B981', label: 'Green' },
  { value: '#F59E0B', label: 'Orange' },
  { value: '#EF4444', label: 'Red' },
  { value: '#8B5CF6', label: 'Purple' },
  { value: '#06B6D4', label: 'Cyan' },
  { value: '#84CC16', label: 'Lime' },
  { value: '#F97316', label: 'Orange-600' },
] as const;
export const DEFAULT_SERVICE_COLOR = '#3B82F6';

export const SERVICE_NAME_MIN = 2;
export const SERVICE_NAME_MAX = 50;
export const SERVICE_DESCRIPTION_MAX = 200;
export const SERVICE_ICON_MAX = 2;
export const ESTIMATED_TIME_MIN = 1;
export const ESTIMATED_TIME_MAX = 1440;
export const DEFAULT_ESTIMATED_TIME = 60;
export const DEFAULT_PRICE_TYPE: PriceType = 'per_piece';

/**
 * Bounds the spec leaves open, chosen so that no field is unbounded: a price at most
 * LKR 1,000,000, an order line at most 1,000 pieces or 500 kg.
 */
export const MAX_PRICE = 1_000_000;
export const MIN_ITEM_WEIGHT_KG = 0.1;
export const MAX_ITEM_WEIGHT_KG = 500;
export const MIN_ITEM_QUANTITY = 1;
export const MAX_ITEM_QUANTITY = 1000;

/** Calculator quick weights in kg, and the starting weight (spec §9). */
export const CALCULATOR_QUICK_WEIGHTS = [1, 5, 10, 20] as const;
export const CALCULATOR_DEFAULT_WEIGHT = 1;

export const SERVICE_PAGE_SIZE = 50;
export const POPULAR_SERVICES_LIMIT = 10;
export const MONTHLY_TREND_MONTHS = 6;

export const ANALYTICS_PERIODS = ['7d', '30d', '90d', '1y'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriod = '30d';
export const ANALYTICS_PERIOD_LABELS: Record<AnalyticsPeriod, string> = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  '1y': 'Last year',
};
/** The length of each period in days, for the server's window. */
export const ANALYTICS_PERIOD_DAYS: Record<AnalyticsPeriod, number> = {
  '7d': 7,
  '30d': 30,
  '90d': 90,
  '1y': 365,
};
