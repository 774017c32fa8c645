import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/theme.css';

export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  margin: 0,
  listStyle: 'none',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', padding: vars.space.lg },
    [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const tile = style({
  display: 'grid',
  gap: vars.space.sm,
  alignContent: 'start',
  minWidth: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.xs,
  transition: `border-color ${vars.duration.fast}`,
  selectors: { '&:hover': { borderColor: vars.color.borderStrong } },
});

export const head = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  minWidth: 0,
});
