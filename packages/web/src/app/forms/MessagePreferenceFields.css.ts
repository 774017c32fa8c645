import { vars } from '@laundry/ui';
import { style } from '@vanilla-extract/css';

export const group = style({
  display: 'grid',
  gap: vars.space.xs,
  border: 'none',
  margin: 0,
  padding: 0,
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: 0 });

export const error = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.dangerText,
  margin: 0,
});
