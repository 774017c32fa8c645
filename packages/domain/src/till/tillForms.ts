import { z } from 'zod';
import { formatCount } from '../format';
import { readNumber, type TypedNumberRule, typedNumberIssue } from '../forms';
import { hasWholeCents } from '../money';
import { type DenominationCounts, LKR_DENOMINATIONS } from './tillDenominations';

/** The largest float, movement, count or adjustment one request may carry, in rupees. */
export const TILL_AMOUNT_MAX = 10_000_000;
/** The longest reason or note kept with a till record. */
export const TILL_TEXT_MAX = 500;
/** The most notes or coins of one kind a count may hold. */
export const TILL_PIECES_MAX = 100_000;

export const tillMessages = {
  opened: 'Till opened',
  movementRecorded: 'Cash movement recorded',
  closed: 'Till closed',
  adjusted: 'Adjustment recorded',
  reopened: 'Till reopened',
  notOpen: 'No till is open for you. Open your till to take cash.',
  alreadyOpen: 'You already have an open till. Close it before opening another.',
  alreadyClosed: 'This till is already closed',
  notClosed: 'Only a closed till can be adjusted or reopened',
  notFound: 'Till session not found',
  notYours: 'You can only work on your own till',
  closedTillNoDelete:
    'This order has cash counted in a closed till and cannot be deleted. Cancel it instead.',
  amountRequired: 'Amount must be a number',
  amountPositive: 'Amount must be more than 0',
  amountNotNegative: 'Amount must be 0 or more',
  amountNotZero: 'Amount must not be 0',
  amountMax: `Amount must be at most ${formatCount(TILL_AMOUNT_MAX)}`,
  amountDecimals: 'Amount has at most two decimals',
  kindRequired: 'Kind must be paid_out or drop',
  reasonRequired: 'Reason is required',
  reasonTooLong: `Reason must be at most ${TILL_TEXT_MAX} characters`,
  noteTooLong: `Note must be at most ${TILL_TEXT_MAX} characters`,
  piecesWhole: 'Each count must be a whole number of 0 or more',
  piecesMax: `Each count must be at most ${formatCount(TILL_PIECES_MAX)}`,
  countRequired: 'Count the drawer by denomination or enter the total counted',
  countOneWay: 'Give either the denominations or the total counted, not both',
} as const;

function rupees(min: 'positive' | 'zeroOrMore' | 'nonZero') {
  const base = z
    .number({ error: tillMessages.amountRequired })
    .finite(tillMessages.amountRequired)
    .max(TILL_AMOUNT_MAX, tillMessages.amountMax)
    .refine(hasWholeCents, tillMessages.amountDecimals);
  if (min === 'positive') return base.refine((value) => value > 0, tillMessages.amountPositive);
  if (min === 'zeroOrMore') {
    return base.refine((value) => value >= 0, tillMessages.amountNotNegative);
  }
  return base
    .refine((value) => value >= -TILL_AMOUNT_MAX, tillMessages.amountMax)
    .refine((value) => value !== 0, tillMessages.amountNotZero);
}

const reason = z
  .string({ error: tillMessages.reasonRequired })
  .trim()
  .min(1, tillMessages.reasonRequired)
  .max(TILL_TEXT_MAX, tillMessages.reasonTooLong);

/** POST /till/sessions: open the caller's till with a float in rupees (counted or carried). */
export const openTillSchema = z.strictObject({ float: rupees('zeroOrMore') });
export type OpenTillInput = z.output<typeof openTillSchema>;

/** Cash taken out of the drawer for something else: a paid-out (a purchase) or a drop (to the bank). */
export const TILL_MOVEMENT_KINDS = ['paid_out', 'drop'] as const;
export type TillMovementKind = (typeof TILL_MOVEMENT_KINDS)[number];
export const TILL_MOVEMENT_LABELS: Record<TillMovementKind | 'adjustment', string> = {
  paid_out: 'Paid-out',
  drop: 'Drop',
  adjustment: 'Adjustment',
};

/** POST /till/sessions/{id}/movements. */
export const tillMovementSchema = z.strictObject({
  kind: z.enum(TILL_MOVEMENT_KINDS, { error: tillMessages.kindRequired }),
  amount: rupees('positive'),
  reason,
});
export type TillMovementInput = z.output<typeof tillMovementSchema>;

const pieces = z
  .number({ error: tillMessages.piecesWhole })
  .int(tillMessages.piecesWhole)
  .min(0, tillMessages.piecesWhole)
  .max(TILL_PIECES_MAX, tillMessages.piecesMax);

/** A count by denomination: '5000' → how many notes; denominations left out count none. */
export const denominationCountsSchema = z.strictObject(
  Object.fromEntries(
    LKR_DENOMINATIONS.map((value) => [String(value), pieces.optional()]),
  ) as Record<`${(typeof LKR_DENOMINATIONS)[number]}`, z.ZodOptional<typeof pieces>>,
) satisfies z.ZodType<DenominationCounts>;

/**
 * POST /till/sessions/{id}/close: the drawer counted either by denomination or as one total in
 * rupees (never both), and a note.
 */
export const closeTillSchema = z
  .strictObject({
    denominations: denominationCountsSchema.optional(),
    countedTotal: rupees('zeroOrMore').optional(),
    note: z.string().trim().max(TILL_TEXT_MAX, tillMessages.noteTooLong).optional(),
  })
  .superRefine((value, context) => {
    const byDenomination = value.denominations !== undefined;
    const byTotal = value.countedTotal !== undefined;
    if (byDenomination === byTotal) {
      context.addIssue({
        code: 'custom',
        message: byTotal ? tillMessages.countOneWay : tillMessages.countRequired,
        path: ['countedTotal'],
      });
    }
  });
export type CloseTillInput = z.output<typeof closeTillSchema>;

/** POST /till/sessions/{id}/adjustments (admin): a signed correction of a closed till's count. */
export const tillAdjustmentSchema = z.strictObject({ amount: rupees('nonZero'), reason });
export type TillAdjustmentInput = z.output<typeof tillAdjustmentSchema>;

/**
 * POST /till/sessions/{id}/reopen (admin): why the close is reopened, kept in its audit row
 * (issue 38). The body is optional, as reopen had none before.
 */
export const tillReopenSchema = z.strictObject({ reason }).nullish();
export type TillReopenInput = z.output<typeof tillReopenSchema>;

export const tillSessionParamsSchema = z.object({
  id: z.uuid({ error: tillMessages.notFound }),
});

/** The open form: the float typed as text. */
export const openTillFormSchema = openTillSchema.extend({
  float: z.preprocess(readNumber, rupees('zeroOrMore')),
});

/** The cash-out form: the amount typed as text. */
export const tillMovementFormSchema = tillMovementSchema.extend({
  amount: z.preprocess(readNumber, rupees('positive')),
});

/** A denomination's count as typed: whole notes or coins, none past `TILL_PIECES_MAX`. */
export const TILL_COUNT_RULE: TypedNumberRule = {
  name: 'Each count',
  decimals: 0,
  max: TILL_PIECES_MAX,
  tooLarge: tillMessages.piecesMax,
};

/**
 * What is wrong with a count as typed ("abc", "-3", "2.5", "1e5"), or null: said in place, in
 * the words the close's schema uses.
 */
export function denominationCountIssue(text: string): string | null {
  const issue = typedNumberIssue(text, TILL_COUNT_RULE);
  if (issue === null) return null;
  return issue === TILL_COUNT_RULE.tooLarge ? tillMessages.piecesMax : tillMessages.piecesWhole;
}

const typedPiece = z.preprocess((value, context) => {
  const issue = typeof value === 'string' ? denominationCountIssue(value) : null;
  if (issue) context.addIssue({ code: 'custom', message: issue });
  return readNumber(value);
}, pieces.optional());
const typedPieces = z.strictObject(
  Object.fromEntries(LKR_DENOMINATIONS.map((value) => [String(value), typedPiece])) as Record<
    `${(typeof LKR_DENOMINATIONS)[number]}`,
    typeof typedPiece
  >,
);
const typedTotal = z.preprocess(readNumber, rupees('zeroOrMore').optional());
/** What is typed in the count's boxes, read only by the mode chosen (see below). */
const typedBoxes = z.strictObject(
  Object.fromEntries(LKR_DENOMINATIONS.map((value) => [String(value), z.unknown()])) as Record<
    `${(typeof LKR_DENOMINATIONS)[number]}`,
    z.ZodUnknown
  >,
);

export const TILL_COUNT_MODES = ['denominations', 'total'] as const;
export type TillCountMode = (typeof TILL_COUNT_MODES)[number];

/**
 * The count-and-close form: counted by denomination (each a text box, empty is none) or as one
 * total, and a note; it answers the API's body for the mode chosen. Only the chosen mode's boxes
 * are read: what was left in the other mode's (hidden) boxes neither counts nor blocks the close.
 */
export const closeTillFormSchema = z
  .object({
    mode: z.enum(TILL_COUNT_MODES),
    denominations: typedBoxes,
    countedTotal: z.unknown(),
    note: z.string().trim().max(TILL_TEXT_MAX, tillMessages.noteTooLong),
  })
  .transform((value, context): CloseTillInput => {
    const note = value.note ? { note: value.note } : {};
    const refuse = (field: string, issues: readonly { message: string; path: PropertyKey[] }[]) => {
      for (const issue of issues)
        context.addIssue({ code: 'custom', message: issue.message, path: [field, ...issue.path] });
      return z.NEVER;
    };
    if (value.mode === 'denominations') {
      const counted = typedPieces.safeParse(value.denominations);
      if (!counted.success) return refuse('denominations', counted.error.issues);
      return { denominations: counted.data as DenominationCounts, ...note };
    }
    const total = typedTotal.safeParse(value.countedTotal);
    if (!total.success) return refuse('countedTotal', total.error.issues);
    if (total.data === undefined)
      return refuse('countedTotal', [{ message: tillMessages.countRequired, path: [] }]);
    return { countedTotal: total.data, ...note };
  });
export type CloseTillFormValues = z.input<typeof closeTillFormSchema>;
