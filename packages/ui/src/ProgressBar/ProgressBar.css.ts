import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css';

export const progressTones = ['primary', 'success', 'warning', 'danger', 'info'] as const;
export const progressSizes = ['sm', 'md'] as const;

/** The filled share, 0 to 1. */
export const fractionVar = createVar();

export const root = style({ display: 'grid', gap: 6, minWidth: 0 });

export const labels = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
});

export const label = style({ fontWeight: vars.fontWeight.medium, color: vars.color.text });

export const valueText = style({
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
});

export const track = recipe({
  base: {
    position: 'relative',
    width: '100%',
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.surfaceMuted,
  },
  variants: {
    size: { sm: { height: 6 }, md: { height: 10 } },
  },
  defaultVariants: { size: 'md' },
});

export const fill = recipe({
  base: {
    position: 'absolute',
    inset: 0,
    borderRadius: 'inherit',
    transformOrigin: 'left center',
    transform: `scaleX(${fractionVar})`,
    transition: `transform ${vars.duration.slow} ${vars.easing.standard}`,
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  },
  variants: {
    tone: {
      primary: { backgroundColor: vars.color.primary },
      success: { backgroundColor: vars.color.success },
      warning: { backgroundColor: vars.color.warning },
      danger: { backgroundColor: vars.color.danger },
      info: { backgroundColor: vars.color.info },
    },
  },
  defaultVariants: { tone: 'primary' },
});
