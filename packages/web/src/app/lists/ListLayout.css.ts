import { media, vars } from '@laundry/ui';
import { style } from '@vanilla-extract/css';

export const headerActions = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const count = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const footer = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { [media.tablet]: { padding: `${vars.space.sm} ${vars.space.lg}` } },
});

/** A folding filter panel (DefinedList `filterPanel`): the buttons beside the search, and the panel. */
export const filterButtons = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const filterPanel = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  padding: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceHover,
  // `hidden` must win over the grid: the panel is collapsible.
  selectors: { '&[hidden]': { display: 'none' } },
  '@media': {
    [media.tablet]: { padding: `${vars.space.md} ${vars.space.lg}` },
    [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});
