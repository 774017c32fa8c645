import { media, vars } from '@laundry/ui';
import { style, styleVariants } from '@vanilla-extract/css';

export const grid = style({
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    'screen and (min-width: 560px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 20 },
  },
});

export const card = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.md,
  rowGap: 4,
  alignContent: 'start',
  padding: 18,
  '@media': {
    'screen and (min-width: 560px)': {
      gridTemplateColumns: 'minmax(0, 1fr)',
      rowGap: vars.space.sm,
      padding: 24,
    },
  },
  borderRadius: 20,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  transitionProperty: 'transform, box-shadow, border-color',
  transitionDuration: vars.duration.normal,
  transitionTimingFunction: vars.easing.standard,
  selectors: {
    '&:hover': {
      transform: 'translateY(-3px)',
      borderColor: vars.color.borderStrong,
      boxShadow: '0 18px 36px -22px rgba(29, 27, 24, 0.4)',
    },
  },
});

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: 48,
  height: 48,
  borderRadius: 14,
  gridRow: 'span 2',
  '@media': {
    'screen and (min-width: 560px)': { gridRow: 'auto', marginBottom: 4 },
  },
});

export const iconTone = styleVariants({
  teal: { backgroundColor: '#e4f2ef', color: '#0d6e66' },
  rose: { backgroundColor: '#fde8ef', color: '#be185d' },
  amber: { backgroundColor: '#fff1dc', color: '#b45309' },
  indigo: { backgroundColor: '#eceafd', color: '#4f46e5' },
  blue: { backgroundColor: '#e6effd', color: '#1d4ed8' },
  green: { backgroundColor: '#e5f4ea', color: '#157038' },
  lime: { backgroundColor: '#eef7dc', color: '#4d7c0f' },
  coral: { backgroundColor: '#ffe6dc', color: '#c2410c' },
});

export const title = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.015em',
  lineHeight: 1.25,
  color: vars.color.text,
});

export const text = style({
  fontSize: vars.fontSize.md,
  lineHeight: 1.6,
  color: vars.color.textMuted,
});
