import { vars } from '@laundry/ui';
import { style, styleVariants } from '@vanilla-extract/css';

export const root = style({ display: 'grid', gap: vars.space.sm });

const base = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
});

export const status = styleVariants({
  valid: [base, { color: vars.color.successText }],
  invalid: [base, { color: vars.color.dangerText }],
  pending: [base, { color: vars.color.textMuted }],
});

export const icon = style({ flexShrink: 0, marginTop: 1 });
