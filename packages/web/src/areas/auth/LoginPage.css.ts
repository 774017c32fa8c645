import { media, vars } from '@laundry/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({
  minHeight: '100dvh',
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  backgroundColor: vars.color.background,
  '@media': {
    [media.desktop]: { gridTemplateRows: 'none', gridTemplateColumns: 'minmax(360px, 5fr) 7fr' },
  },
});

export const brand = style({
  color: vars.color.onPrimary,
  backgroundColor: vars.color.primary,
  backgroundImage: `linear-gradient(150deg, ${vars.color.primary} 0%, ${vars.color.primaryActive} 100%)`,
  padding: `${vars.space.md} ${vars.space.lg}`,
  '@media': {
    [media.desktop]: { padding: vars.space.xxl, display: 'flex', alignItems: 'center' },
  },
});

export const brandInner = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'center',
  columnGap: vars.space.sm,
  maxWidth: 440,
  '@media': {
    [media.desktop]: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'flex-start',
      gap: vars.space.md,
    },
  },
});

export const brandMark = style({
  display: 'grid',
  placeItems: 'center',
  width: 40,
  height: 40,
  borderRadius: vars.radius.lg,
  backgroundColor: 'rgba(255, 255, 255, 0.14)',
  '@media': { [media.desktop]: { width: 56, height: 56, borderRadius: vars.radius.xl } },
});

export const brandName = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  '@media': { [media.desktop]: { fontSize: vars.fontSize.xxxl, fontWeight: vars.fontWeight.bold } },
});

export const brandTitle = style({
  display: 'none',
  '@media': {
    [media.desktop]: {
      display: 'block',
      fontSize: vars.fontSize.xl,
      fontWeight: vars.fontWeight.medium,
      opacity: 0.92,
    },
  },
});

export const brandText = style({
  display: 'none',
  '@media': {
    [media.desktop]: {
      display: 'block',
      fontSize: vars.fontSize.lg,
      lineHeight: vars.lineHeight.normal,
      opacity: 0.8,
    },
  },
});

export const main = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'flex-start',
  padding: `${vars.space.xl} ${vars.space.md}`,
  '@media': {
    [media.tablet]: { alignItems: 'center', padding: vars.space.xxl },
  },
});

export const formColumn = style({ width: '100%', maxWidth: 420 });

export const fieldset = style({ border: 'none', padding: 0, margin: 0, minWidth: 0 });

export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const textButton = style({
  border: 'none',
  background: 'none',
  padding: 0,
  color: vars.color.primaryText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  selectors: { '&:disabled': { color: vars.color.textSubtle } },
});

export const demo = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceSunken,
});

export const demoList = style({
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});

export const demoAccount = style({
  width: '100%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  textAlign: 'left',
  transition: `background-color ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: {
    '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceHover },
    '&:disabled': { opacity: 0.6 },
  },
});

export const demoRole = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const demoEmail = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const demoPassword = style({
  fontFamily: vars.font.mono,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const backLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  textDecoration: 'none',
  alignSelf: 'flex-start',
  selectors: { '&:hover': { color: vars.color.text, textDecoration: 'underline' } },
});

globalStyle(`${brand} svg`, { flexShrink: 0 });
