import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/theme.css';

export const descriptionLayouts = ['stacked', 'inline'] as const;
export const descriptionColumns = [1, 2, 3] as const;

export const list = recipe({
  base: { display: 'grid', margin: 0, columnGap: vars.space.lg, rowGap: vars.space.md },
  variants: {
    columns: {
      1: {},
      2: { '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } },
      3: {
        '@media': {
          [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
          [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
        },
      },
    },
    layout: {
      stacked: {},
      // Term and detail on one row, separated by a hairline: a compact summary.
      inline: { rowGap: 0 },
    },
  },
  defaultVariants: { columns: 1, layout: 'stacked' },
});

export const item = recipe({
  base: { display: 'grid', gap: 2, minWidth: 0 },
  variants: {
    layout: {
      stacked: {},
      inline: {
        gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
        alignItems: 'baseline',
        gap: vars.space.sm,
        paddingBlock: vars.space.xs,
        borderBottom: `1px solid ${vars.color.border}`,
        selectors: { '&:last-child': { borderBottom: 'none' } },
      },
    },
  },
});

export const term = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.snug,
});

export const detail = recipe({
  base: {
    margin: 0,
    fontSize: vars.fontSize.md,
    color: vars.color.text,
    lineHeight: vars.lineHeight.snug,
    overflowWrap: 'anywhere',
  },
  variants: {
    layout: { stacked: {}, inline: { textAlign: 'end' } },
  },
});
