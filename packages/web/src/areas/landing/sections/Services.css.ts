import { media, vars } from '@laundry/ui';
import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';

const reveal = keyframes({
  from: { opacity: 0, transform: 'translateY(8px)' },
  to: { opacity: 1, transform: 'none' },
});

export const panels = style({
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  '@media': {
    'screen and (min-width: 640px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { display: 'flex', height: 480, gap: 16 },
  },
});

export const panel = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  borderRadius: 28,
  overflow: 'hidden',
  color: '#ffffff',
  isolation: 'isolate',
  '@media': {
    [media.desktop]: {
      flex: '1 1 0',
      transition: `flex 560ms ${vars.easing.emphasized}`,
      selectors: { '&[data-active]': { flex: '2.4 1 0' } },
    },
  },
});

export const panelTone = styleVariants({
  'wash-and-dry': { background: 'linear-gradient(165deg, #14a394 0%, #0a4f49 100%)' },
  washing: { background: 'linear-gradient(165deg, #3b9ad9 0%, #1b4f86 100%)' },
  'dry-cleaning': { background: 'linear-gradient(165deg, #f08a5d 0%, #9a3d1a 100%)' },
});

export const art = style({
  display: 'grid',
  placeItems: 'center',
  height: 200,
  paddingTop: 20,
  paddingInline: 20,
  '@media': {
    [media.desktop]: { flex: '1 1 auto', minHeight: 0, height: 'auto', paddingTop: 32 },
  },
});

// The picture keeps its proportions and never overflows its panel.
globalStyle(`${art} svg`, {
  width: '100%',
  height: '100%',
  maxWidth: 340,
  maxHeight: '100%',
});

export const body = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: 24,
  paddingTop: 8,
  flex: 1,
  '@media': {
    [media.desktop]: { flex: '0 0 auto', padding: 28, paddingTop: 12 },
  },
});

export const number = style({
  fontSize: vars.fontSize.sm,
  fontWeight: 800,
  letterSpacing: '0.12em',
  opacity: 0.75,
});

export const title = style({
  fontSize: 'clamp(1.375rem, 1.1rem + 0.9vw, 1.75rem)',
  fontWeight: 800,
  letterSpacing: '-0.025em',
  lineHeight: 1.15,
});

export const toggle = style({
  all: 'unset',
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  width: '100%',
  cursor: 'pointer',
  borderRadius: 12,
  selectors: {
    '&:focus-visible': { outline: '3px solid #ffffff', outlineOffset: 4 },
    // The whole panel is the target.
    '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: -1 },
  },
});

export const detail = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  '@media': {
    [media.desktop]: {
      display: 'none',
      selectors: {
        [`${panel}[data-active] &`]: {
          display: 'flex',
          animation: `${reveal} 420ms ${vars.easing.emphasized} 140ms both`,
        },
      },
    },
  },
});

// No reveal (nor its delay) for visitors who asked for less motion.
globalStyle(`${panel}[data-active] ${detail}`, {
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const description = style({
  fontSize: vars.fontSize.lg,
  lineHeight: 1.6,
  color: 'rgba(255, 255, 255, 0.92)',
  maxWidth: 460,
});

export const highlights = style({
  listStyle: 'none',
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
});

export const highlight = style({
  paddingBlock: 6,
  paddingInline: 12,
  borderRadius: vars.radius.full,
  backgroundColor: 'rgba(255, 255, 255, 0.16)',
  border: '1px solid rgba(255, 255, 255, 0.28)',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const orderLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-start',
  gap: 8,
  marginTop: 4,
  paddingBlock: 10,
  paddingInline: 18,
  borderRadius: vars.radius.full,
  backgroundColor: '#ffffff',
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  transition: `transform ${vars.duration.fast}`,
  selectors: {
    '&:hover': { transform: 'translateX(2px)' },
    '&:focus-visible': { outline: '3px solid #ffffff', outlineOffset: 3 },
  },
});

export const band = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'center',
  marginTop: vars.space.xxl,
  padding: 'clamp(24px, 4vw, 44px)',
  borderRadius: 28,
  overflow: 'hidden',
  color: '#ffffff',
  background: `radial-gradient(420px 240px at 100% 0%, rgba(245, 165, 36, 0.35), transparent 70%),
    linear-gradient(120deg, #0d6e66 0%, #0a4f49 100%)`,
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr auto', gap: vars.space.xl } },
});

export const bandTitle = style({
  fontSize: 'clamp(1.375rem, 1.1rem + 1.2vw, 2rem)',
  fontWeight: 800,
  letterSpacing: '-0.025em',
  lineHeight: 1.15,
});

export const bandText = style({
  marginTop: 8,
  fontSize: vars.fontSize.lg,
  lineHeight: 1.55,
  color: 'rgba(255, 255, 255, 0.85)',
  maxWidth: 560,
});
