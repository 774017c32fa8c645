import { vars } from '@laundry/ui';
import { style } from '@vanilla-extract/css';

/* The pieces of a list's cells and tiles that every area shares: who it is, muted text, figures. */

/** A link that looks like text, with a visible focus ring. */
export const nameLink = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { color: vars.color.primaryText, textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

/** An avatar beside a name and a second line. */
export const person = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

export const personText = style({ display: 'grid', minWidth: 0 });

export const muted = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const figure = style({ fontVariantNumeric: 'tabular-nums' });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs });

export const cellStack = style({ display: 'grid', gap: 2, justifyItems: 'start' });
