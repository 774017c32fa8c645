import { media, vars } from '@laundry/ui';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

export const ways = style({
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  counterReset: 'way',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 20 } },
});

export const way = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: 28,
  borderRadius: 24,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: '0 16px 36px -28px rgba(29, 27, 24, 0.45)',
});

export const wayIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: 56,
  height: 56,
  borderRadius: 18,
  marginBottom: 4,
});

export const wayTone = styleVariants({
  call: { backgroundColor: '#e4f2ef', color: '#0d6e66' },
  message: { backgroundColor: '#e5f4ea', color: '#157038' },
  walk: { backgroundColor: '#fff1dc', color: '#b45309' },
});

export const wayTitle = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.015em',
});

export const wayText = style({
  color: vars.color.textMuted,
  lineHeight: 1.6,
  flex: 1,
});

export const textLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  marginTop: 4,
  color: vars.color.primaryText,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  borderRadius: 6,
  background: 'none',
  border: 'none',
  padding: 0,
  fontSize: 'inherit',
  selectors: {
    '&:hover': { textDecoration: 'underline', textUnderlineOffset: 4 },
  },
});

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  marginTop: vars.space.xxl,
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.1fr)', gap: 40 },
  },
});

export const infoColumn = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const infoGrid = style({
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  '@media': {
    'screen and (min-width: 560px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const info = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  padding: 20,
  borderRadius: 20,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const infoHead = style({
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  marginBottom: 4,
});

export const infoIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: 36,
  height: 36,
  borderRadius: 12,
  backgroundColor: vars.color.primarySoft,
  color: vars.color.primary,
  flexShrink: 0,
});

export const infoTitle = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const infoValue = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  lineHeight: 1.5,
  overflowWrap: 'anywhere',
});

export const infoNote = style({
  color: vars.color.textSubtle,
  fontSize: vars.fontSize.sm,
});

export const hours = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.sm,
  rowGap: 4,
  margin: 0,
});

export const hoursRow = style({ display: 'contents' });

export const hoursDay = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });
export const hoursTime = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const social = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const socialLabel = style({
  fontWeight: vars.fontWeight.bold,
  marginRight: 4,
});

export const socialLink = style({
  display: 'grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  transition: `background-color ${vars.duration.fast}, color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    '&:hover': {
      backgroundColor: vars.color.primary,
      borderColor: vars.color.primary,
      color: '#ffffff',
    },
  },
});

export const mapColumn = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const map = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  borderRadius: 24,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  scrollMarginTop: 96,
  selectors: { '&:focus': { outline: 'none' } },
  '@media': { [media.tablet]: { flex: 1, minHeight: 360 } },
});

export const mapArt = style({
  position: 'relative',
  aspectRatio: '4 / 3',
  backgroundColor: '#eef2e8',
  '@media': { [media.tablet]: { position: 'absolute', inset: 0, aspectRatio: 'auto' } },
});

globalStyle(`${mapArt} svg`, { width: '100%', height: '100%' });

export const mapCaption = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: '14px 16px',
  fontSize: vars.fontSize.sm,
  '@media': {
    [media.tablet]: {
      position: 'absolute',
      left: 12,
      right: 12,
      bottom: 12,
      padding: '12px 14px',
      borderRadius: 16,
      backgroundColor: 'rgba(255, 255, 255, 0.94)',
      boxShadow: '0 12px 28px -14px rgba(29, 27, 24, 0.4)',
    },
  },
});

export const mapPlace = style({
  flex: '1 1 260px',
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  minWidth: 0,
});

export const mapName = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text });
export const mapAddress = style({ color: vars.color.textMuted });

export const orderPanel = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginTop: vars.space.xl,
  padding: 'clamp(20px, 3vw, 32px)',
  borderRadius: 24,
  color: '#ffffff',
  background: `radial-gradient(380px 200px at 100% 100%, rgba(245, 165, 36, 0.28), transparent 70%),
    ${vars.color.text}`,
});

export const orderTitle = style({
  fontSize: vars.fontSize.xl,
  fontWeight: 800,
  letterSpacing: '-0.015em',
});

export const orderText = style({
  color: 'rgba(255, 255, 255, 0.72)',
  fontSize: vars.fontSize.md,
});

export const orderButtons = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  '@media': {
    'screen and (max-width: 479px)': { width: '100%', flexDirection: 'column' },
  },
});
