import { vars } from '@laundry/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/** The counter: the report beside the forms on wide screens, one column on a phone. */
export const counter = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': {
    'screen and (min-width: 960px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
  },
});

/** The denomination counter: a row per note or coin, pieces and the line's value. */
export const denominations = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 6rem minmax(5rem, auto)',
  gap: vars.space.xs,
  alignItems: 'center',
  // A fieldset for its group name only: none of the browser's frame.
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
});

globalStyle(`${denominations} > output`, {
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
});

export const summary = style({
  display: 'grid',
  gap: 2,
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

globalStyle(`${summary} > div`, {
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
globalStyle(`${summary} dt, ${summary} dd`, { margin: 0 });
globalStyle(`${summary} dd`, { fontVariantNumeric: 'tabular-nums', fontWeight: 600 });

export const short = style({ color: vars.color.dangerText });
export const over = style({ color: vars.color.successText });
