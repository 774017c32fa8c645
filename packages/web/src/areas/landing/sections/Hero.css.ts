import { media, vars } from '@laundry/ui';
import { keyframes, style } from '@vanilla-extract/css';

const float = keyframes({
  '0%, 100%': { transform: 'translateY(0)' },
  '50%': { transform: 'translateY(-8px)' },
});

export const hero = style({
  position: 'relative',
  paddingTop: 112,
  paddingBottom: 72,
  overflow: 'hidden',
  background: `radial-gradient(900px 520px at 0% 0%, #dff3ee 0%, transparent 62%),
    radial-gradient(700px 480px at 100% 100%, #ffe9d6 0%, transparent 60%),
    ${vars.color.background}`,
  scrollMarginTop: 0,
  '@media': {
    [media.desktop]: { paddingTop: 136, paddingBottom: 96 },
  },
  selectors: { '&:focus': { outline: 'none' } },
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.xxl,
  '@media': {
    [media.desktop]: { gridTemplateColumns: '1.05fr 1fr', gap: vars.space.xxxl },
  },
});

export const copy = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.lg,
});

export const announcement = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 10,
  maxWidth: '100%',
  paddingBlock: 8,
  paddingLeft: 8,
  paddingRight: 16,
  borderRadius: vars.radius.full,
  backgroundColor: '#ffffff',
  border: '1px solid #fbd9a5',
  boxShadow: '0 8px 20px -12px rgba(194, 97, 12, 0.45)',
  color: '#7a3f06',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: 1.35,
});

export const announcementIcon = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: 30,
  height: 30,
  borderRadius: vars.radius.full,
  backgroundColor: '#f5a524',
  color: '#2b1d05',
});

export const title = style({
  fontSize: 'clamp(2.5rem, 1.6rem + 4.2vw, 4.25rem)',
  fontWeight: 800,
  lineHeight: 1.02,
  '@media': { [media.desktop]: { fontSize: 'clamp(3rem, 1rem + 3.6vw, 4.25rem)' } },
  letterSpacing: '-0.04em',
  color: vars.color.text,
  textWrap: 'balance',
});

export const titleAccent = style({
  position: 'relative',
  display: 'inline-block',
  color: vars.color.primary,
  whiteSpace: 'nowrap',
});

export const underline = style({
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: '-0.12em',
  width: '100%',
  height: '0.28em',
  color: '#f5a524',
});

export const tagline = style({
  maxWidth: 560,
  fontSize: 'clamp(1.0625rem, 1rem + 0.35vw, 1.25rem)',
  lineHeight: 1.6,
  color: vars.color.textMuted,
  textWrap: 'pretty',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  width: '100%',
  '@media': {
    'screen and (max-width: 479px)': { flexDirection: 'column', alignItems: 'stretch' },
  },
});

export const trust = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  padding: 0,
  marginTop: vars.space.xs,
});

export const trustItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  paddingBlock: 8,
  paddingInline: 12,
  borderRadius: vars.radius.full,
  backgroundColor: 'rgba(255, 255, 255, 0.75)',
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const trustIcon = style({ color: vars.color.primary, flexShrink: 0 });

export const art = style({
  position: 'relative',
  width: '100%',
  maxWidth: 560,
  marginInline: 'auto',
});

export const floatCard = style({
  position: 'absolute',
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  paddingBlock: 10,
  paddingLeft: 10,
  paddingRight: 16,
  borderRadius: 16,
  backgroundColor: '#ffffff',
  boxShadow: '0 18px 40px -16px rgba(10, 61, 57, 0.35)',
  fontSize: vars.fontSize.sm,
  lineHeight: 1.3,
  animation: `${float} 6s ${vars.easing.standard} infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const floatTop = style({ top: '6%', right: '2%' });
export const floatBottom = style({ bottom: '10%', left: '2%', animationDelay: '-3s' });

export const floatIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: 36,
  height: 36,
  borderRadius: 12,
  flexShrink: 0,
});

export const floatIconTeal = style({
  backgroundColor: vars.color.primarySoft,
  color: vars.color.primary,
});
export const floatIconAmber = style({ backgroundColor: '#fff1dc', color: '#b45309' });

export const floatTitle = style({ fontWeight: 800, color: vars.color.text });
export const floatText = style({ color: vars.color.textSubtle, fontSize: vars.fontSize.xs });
