import { media, vars } from '@laundry/ui';
import { style } from '@vanilla-extract/css';

// The layout every area shares.
export {
  centered,
  identity,
  identityText,
  page,
} from '../../app/pages/page.css';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.xl,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.xs,
});

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const mutedText = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const overview = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' },
  },
});

export const sideColumn = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.desktop]: { gridRow: 'span 2' } },
});

export const loyalty = style({ display: 'grid', gap: vars.space.md });

export const loyaltyFigure = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.xs,
});

export const bigNumber = style({
  fontSize: vars.fontSize.xxxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});

export const discount = style({ display: 'grid', gap: vars.space.xs });

export const skeletonStack = style({ display: 'grid', gap: vars.space.sm });

export const slot = style({ padding: vars.space.md });

export const link = style({
  color: vars.color.primaryText,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const figure = style({ fontVariantNumeric: 'tabular-nums' });

export const analytics = style({ display: 'grid', gap: vars.space.lg });

export const statGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))',
});

export const orderCell = style({ display: 'grid', gap: 2 });

/** The audit history under the overview, apart from it. */
export const history = style({ marginTop: vars.space.lg });
