import { vars } from '@laundry/ui';
import { style } from '@vanilla-extract/css';

export const entries = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space.md,
  display: 'grid',
  gap: vars.space.md,
});

export const entry = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const entryHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const record = style({
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.primaryText, textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const meta = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const changes = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  fontSize: vars.fontSize.sm,
  fontFamily: vars.font.mono,
  overflowWrap: 'anywhere',
});

export const footer = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderTop: `1px solid ${vars.color.border}`,
});
