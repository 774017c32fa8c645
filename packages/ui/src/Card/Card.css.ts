import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/theme.css';

export const cardPaddings = ['none', 'md', 'lg'] as const;

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.xs,
  selectors: { '&[data-flush]': { overflow: 'hidden' } },
});

export const section = recipe({
  base: {},
  variants: {
    padding: {
      none: {},
      md: { padding: vars.space.md },
      lg: {
        padding: vars.space.md,
        '@media': { [media.tablet]: { padding: vars.space.lg } },
      },
    },
  },
  defaultVariants: { padding: 'lg' },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const headerWithBody = style({ paddingBottom: '0 !important' });

export const bodyAfterHeader = style({ paddingTop: `${vars.space.md} !important` });

export const headerPadded = style({
  padding: `${vars.space.md} ${vars.space.md} 0`,
  '@media': { [media.tablet]: { padding: `${vars.space.lg} ${vars.space.lg} 0` } },
});

export const headerSeparated = style({
  paddingBottom: `${vars.space.md} !important`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const titles = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  minWidth: 0,
  flex: '1 1 auto',
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '-0.006em',
  color: vars.color.text,
});

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.snug,
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
});

export const footer = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderTop: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceSunken,
  borderBottomLeftRadius: vars.radius.lg,
  borderBottomRightRadius: vars.radius.lg,
  '@media': { [media.tablet]: { paddingInline: vars.space.lg } },
});
