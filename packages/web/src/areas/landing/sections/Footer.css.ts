import { media, vars } from '@laundry/ui';
import { style } from '@vanilla-extract/css';

export const footer = style({
  backgroundColor: '#0b2f2c',
  color: 'rgba(255, 255, 255, 0.78)',
  paddingTop: 64,
  paddingBottom: 32,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  '@media': {
    [media.tablet]: { gridTemplateColumns: '1.4fr 1fr 1fr' },
  },
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 10,
  color: '#ffffff',
  fontWeight: 800,
  fontSize: '1.1875rem',
  letterSpacing: '-0.02em',
});

export const mark = style({
  display: 'grid',
  placeItems: 'center',
  width: 38,
  height: 38,
  borderRadius: 12,
  backgroundColor: '#14a394',
  color: '#ffffff',
});

export const about = style({
  marginTop: vars.space.sm,
  maxWidth: 380,
  lineHeight: 1.6,
});

export const heading = style({
  color: '#ffffff',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  marginBottom: vars.space.sm,
});

export const list = style({
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gap: 10,
});

export const link = style({
  color: 'rgba(255, 255, 255, 0.78)',
  textDecoration: 'none',
  borderRadius: 4,
  selectors: {
    '&:hover': { color: '#ffffff', textDecoration: 'underline', textUnderlineOffset: 4 },
    '&:focus-visible': { outlineColor: '#ffffff' },
  },
});

export const bottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginTop: 48,
  paddingTop: vars.space.lg,
  borderTop: '1px solid rgba(255, 255, 255, 0.14)',
  fontSize: vars.fontSize.sm,
});

export const bottomLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

export const socialLink = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: 40,
  height: 40,
  borderRadius: vars.radius.full,
  border: '1px solid rgba(255, 255, 255, 0.24)',
  color: '#ffffff',
  selectors: {
    '&:hover': { backgroundColor: 'rgba(255, 255, 255, 0.12)' },
    '&:focus-visible': { outlineColor: '#ffffff' },
  },
});
