import { media, vars } from '@laundry/ui';
import { style, styleVariants } from '@vanilla-extract/css';

export const panel = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const current = style({ display: 'grid', gap: vars.space.sm });

export const timeline = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: 6,
});

const stepBase = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
});

export const step = styleVariants({
  reached: [stepBase, { color: vars.color.successText }],
  current: [
    stepBase,
    {
      color: vars.color.primaryText,
      backgroundColor: vars.color.primarySoft,
      fontWeight: vars.fontWeight.semibold,
    },
  ],
  ahead: [stepBase, { color: vars.color.textMuted }],
});

export const marker = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: 20,
  height: 20,
  borderRadius: vars.radius.full,
  border: `1px solid currentColor`,
  flexShrink: 0,
});

export const muted = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const notes = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: 6 });

export const note = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'pre-wrap',
});

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
