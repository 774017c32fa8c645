import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { childSvg } from '../theme/childSvg';
import { vars } from '../theme/theme.css';

export const statTones = ['primary', 'blue', 'purple', 'green', 'amber', 'red'] as const;
export const trendDirections = ['up', 'down', 'flat'] as const;

export const root = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  // The value's size follows the card's width (below), whatever grid the card sits in.
  containerType: 'inline-size',
  padding: vars.space.md,
  paddingBottom: 14,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.xs,
  color: vars.color.text,
  textAlign: 'left',
  transitionProperty: 'border-color, box-shadow, transform',
  transitionDuration: vars.duration.fast,
  selectors: {
    'button&': { cursor: 'pointer' },
    'button&:hover': { borderColor: vars.color.borderStrong, boxShadow: vars.shadow.sm },
    'button&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    '&[aria-pressed="true"]': {
      borderColor: vars.color.primary,
      boxShadow: `inset 0 0 0 1px ${vars.color.primary}`,
    },
  },
});

export const top = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const label = style({
  display: 'block',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.snug,
  paddingTop: 2,
});

const iconBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 36,
  height: 36,
  borderRadius: vars.radius.md,
});

childSvg(iconBase, 18);

export const icon = recipe({
  base: iconBase,
  variants: {
    tone: {
      primary: { backgroundColor: vars.color.primarySoft, color: vars.color.primaryText },
      blue: { backgroundColor: vars.color.blueSoft, color: vars.color.blueText },
      purple: { backgroundColor: vars.color.purpleSoft, color: vars.color.purpleText },
      green: { backgroundColor: vars.color.greenSoft, color: vars.color.greenText },
      amber: { backgroundColor: vars.color.amberSoft, color: vars.color.amberText },
      red: { backgroundColor: vars.color.redSoft, color: vars.color.redText },
    },
  },
  defaultVariants: { tone: 'primary' },
});

/**
 * The whole figure, always: a money total is read to the last digit, so it is never cut with an
 * ellipsis. The type shrinks with a narrow card (container units) down to a floor, and past it
 * the figure wraps at its spaces ('LKR' above '2,400,490.00'), and only then anywhere.
 */
export const value = style({
  display: 'block',
  fontSize: 'clamp(1.125rem, 9cqi, 1.625rem)',
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '-0.025em',
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const bottom = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: 6,
  minHeight: 20,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

const trendBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 2,
  paddingInline: 6,
  height: 20,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

childSvg(trendBase, 12);

export const trend = recipe({
  base: trendBase,
  variants: {
    direction: {
      up: { backgroundColor: vars.color.greenSoft, color: vars.color.greenText },
      down: { backgroundColor: vars.color.redSoft, color: vars.color.redText },
      flat: { backgroundColor: vars.color.greySoft, color: vars.color.greyText },
    },
  },
});
