import { media, vars } from '@laundry/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: 880,
  minWidth: 0,
});

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  justifySelf: 'start',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { color: vars.color.primaryText },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const header = style({ display: 'grid', gap: vars.space.xxs });

export const form = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const fieldset = style({
  display: 'grid',
  gap: vars.space.lg,
  border: 'none',
  margin: 0,
  padding: 0,
  minWidth: 0,
});

export const fields = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const wide = style({ '@media': { [media.tablet]: { gridColumn: '1 / -1' } } });

export const buttons = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});
