import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/theme.css';

/*
 * The search on its own row on phones and tablets, then the filters two by two; on desktops the
 * search takes twice a filter's share and everything sits on one row, aligned on the inputs.
 */
export const root = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {
    [media.tablet]: { padding: `${vars.space.md} ${vars.space.lg}` },
    [media.desktop]: {
      gridTemplateColumns: 'minmax(220px, 2fr) repeat(auto-fit, minmax(140px, 1fr))',
      alignItems: 'end',
    },
  },
});

export const search = style({
  gridColumn: '1 / -1',
  '@media': { [media.desktop]: { gridColumn: 'auto' } },
});
