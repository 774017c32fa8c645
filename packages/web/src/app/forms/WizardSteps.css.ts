import { vars } from '@laundry/ui';
import { style } from '@vanilla-extract/css';

export const steps = style({
  display: 'flex',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  flexWrap: 'wrap',
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const current = style({ color: vars.color.text, fontWeight: vars.fontWeight.semibold });

export const number = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: 28,
  height: 28,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
});

export const numberCurrent = style({
  borderColor: vars.color.primary,
  color: vars.color.primaryText,
});

export const done = style({
  background: vars.color.success,
  borderColor: vars.color.success,
  color: '#fff',
});
