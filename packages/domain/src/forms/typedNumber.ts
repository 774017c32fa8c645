import { formatCount } from '../format';

/**
 * What a number field of the counter accepts as typed (issue 37): plain digits with at most
 * `decimals` decimals (a point, never an exponent: "1e5" is not LKR 100,000), at least `min`
 * (0 unless said) and at most `max`. The texts name the field: "Amount paid now can have at
 * most 2 decimals" — said as it is typed, before saving, never rounded behind the cashier's back.
 */
export interface TypedNumberRule {
  /** The field's name as the message starts: "Cash tendered", "Quantity". */
  name: string;
  /** How many decimals are meaningful: 0 for a count, 2 for money, 3 for a weight in kg. */
  decimals: 0 | 1 | 2 | 3;
  min?: number;
  max: number;
  /** The text past `max` when the field's schema already says it ("Quantity cannot exceed 1000"). */
  tooLarge?: string;
}

// A number as a cashier writes it: digits with one optional point (nothing after it yet is fine).
const PLAIN = /^-?(\d+\.?\d*|\.\d+)$/;

/** The number `text` reads as a cashier writes numbers: NaN for empty, an exponent or letters. */
export function typedNumberValue(text: string): number {
  const trimmed = text.trim();
  return PLAIN.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** Why `text` is not a number `rule` accepts, or null (empty text is for the form to judge). */
export function typedNumberIssue(text: string, rule: TypedNumberRule): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!PLAIN.test(trimmed)) return `${rule.name} must be a number`;
  const value = Number(trimmed);
  const min = rule.min ?? 0;
  if (value < 0 && min >= 0) return `${rule.name} cannot be negative`;
  const decimals = trimmed.split('.')[1]?.length ?? 0;
  if (decimals > rule.decimals) {
    return rule.decimals === 0
      ? `${rule.name} must be a whole number`
      : `${rule.name} can have at most ${rule.decimals} decimals`;
  }
  if (value < min) return `${rule.name} must be at least ${formatCount(min)}`;
  if (value > rule.max)
    return rule.tooLarge ?? `${rule.name} cannot exceed ${formatCount(rule.max)}`;
  return null;
}
