import { media, vars } from '@laundry/ui';
import { style, styleVariants } from '@vanilla-extract/css';

export const lines = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: 8 });

/** Unchanged plain; a small change (under 20%) amber; a large one red (spec part 2 §5). */
const lineBase = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 8.5rem',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) 9rem 6.5rem' },
  },
});

export const line = styleVariants({
  unchanged: [lineBase],
  small: [lineBase, { backgroundColor: vars.color.amberSoft, borderColor: vars.color.warning }],
  large: [lineBase, { backgroundColor: vars.color.redSoft, borderColor: vars.color.danger }],
});

export const lineText = style({ display: 'grid', gap: 2, minWidth: 0 });

export const muted = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const lineTotal = style({
  textAlign: 'right',
  fontWeight: vars.fontWeight.semibold,
  gridColumn: '1 / -1',
  '@media': { [media.tablet]: { gridColumn: 'auto' } },
});

export const increase = style({
  color: vars.color.warningText,
  fontWeight: vars.fontWeight.semibold,
});
export const decrease = style({
  color: vars.color.successText,
  fontWeight: vars.fontWeight.semibold,
});
