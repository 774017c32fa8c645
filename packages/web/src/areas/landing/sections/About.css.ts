import { media, vars } from '@laundry/ui';
import { style, styleVariants } from '@vanilla-extract/css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xxl,
  alignItems: 'center',
  '@media': { [media.desktop]: { gridTemplateColumns: '1fr 1fr', gap: vars.space.xxxl } },
});

export const copy = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
});

export const points = style({
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  marginTop: vars.space.xs,
});

export const point = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const pointIcon = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: 24,
  height: 24,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primary,
  color: '#ffffff',
});

export const stats = style({
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
});

export const stat = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  padding: 'clamp(18px, 3vw, 28px)',
  borderRadius: 20,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: '0 12px 32px -20px rgba(29, 27, 24, 0.35)',
  overflow: 'hidden',
});

export const statTone = styleVariants({
  teal: { background: 'linear-gradient(160deg, #ffffff 40%, #e4f2ef 100%)' },
  amber: { background: 'linear-gradient(160deg, #ffffff 40%, #fff1dc 100%)' },
  coral: { background: 'linear-gradient(160deg, #ffffff 40%, #ffe6dc 100%)' },
  blue: { background: 'linear-gradient(160deg, #ffffff 40%, #e6effd 100%)' },
});

export const statValue = style({
  fontSize: 'clamp(1.75rem, 1.3rem + 2vw, 2.75rem)',
  fontWeight: 800,
  letterSpacing: '-0.04em',
  lineHeight: 1,
  color: vars.color.primaryText,
});

export const statLabel = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});
