import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const swatches = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
  gap: vars.space.md,
});

export const swatch = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const chip = style({
  height: 56,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const spaceRow = style({
  display: 'grid',
  gridTemplateColumns: '60px 1fr',
  alignItems: 'center',
  gap: vars.space.md,
});

export const spaceBar = style({ height: 12, borderRadius: 3, backgroundColor: vars.color.primary });

export const elevation = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: 88,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});
