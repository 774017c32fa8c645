import { vars } from '@laundry/ui';
import { style } from '@vanilla-extract/css';

/** The subject opens the message: a button that reads like the list's name links. */
export const subjectButton = style({
  all: 'unset',
  cursor: 'pointer',
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { color: vars.color.primaryText, textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

/** The mail as it was written: plain text, its lines kept, long words broken. */
export const body = style({
  margin: 0,
  padding: vars.space.md,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  maxHeight: '50vh',
  overflowY: 'auto',
});
