import { media, vars } from '@laundry/ui';
import { style } from '@vanilla-extract/css';

export { muted } from '../../app/lists/cells.css';
// The layout every area shares.
export { narrowPage, tabBody, twoColumns } from '../../app/pages/page.css';

export const serviceName = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

export const icon = style({
  display: 'inline-grid',
  placeItems: 'center',
  flex: 'none',
  width: 40,
  height: 40,
  borderRadius: vars.radius.md,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
});

export const bigIcon = style([icon, { width: 56, height: 56, fontSize: vars.fontSize.lg }]);

export const steps = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs });

export const tileBody = style({ display: 'grid', gap: vars.space.sm });

export const tileFooter = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const priceGrid = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
});

export const priceCell = style({
  display: 'grid',
  gap: 2,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const figures = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const formGrid = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const stepper = style({
  display: 'flex',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  flexWrap: 'wrap',
});

export const stepItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const stepCurrent = style({ color: vars.color.text, fontWeight: vars.fontWeight.semibold });

export const stepNumber = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: 28,
  height: 28,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
});

export const stepDone = style({
  background: vars.color.success,
  borderColor: vars.color.success,
  color: '#fff',
});

export const formActions = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const checkGroup = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

export const swatches = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const swatch = style({
  width: 32,
  height: 32,
  borderRadius: vars.radius.full,
  border: '2px solid transparent',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const quickWeights = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  border: 0,
  margin: 0,
  padding: 0,
});

export const result = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const total = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const stepHeading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  outline: 'none',
});

/** A group of fields: no browser frame, the legend reads as a label. */
export const fieldset = style({
  display: 'grid',
  gap: vars.space.sm,
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});
