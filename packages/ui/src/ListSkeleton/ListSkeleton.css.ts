import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/theme.css';

export const rows = style({ display: 'grid', margin: 0, padding: 0, listStyle: 'none' });

export const row = style({
  display: 'grid',
  gridTemplateColumns: '32px minmax(0, 2fr) minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.md,
  height: 60,
  paddingInline: vars.space.lg,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {
    [media.tablet]: { gridTemplateColumns: '32px minmax(0, 2fr) repeat(3, minmax(0, 1fr))' },
  },
});

export const wideOnly = style({
  display: 'none',
  '@media': { [media.tablet]: { display: 'block' } },
});

export const person = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const lines = style({ display: 'grid', gap: vars.space.xs, flex: 1, minWidth: 0 });
