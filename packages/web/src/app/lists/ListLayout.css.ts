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
