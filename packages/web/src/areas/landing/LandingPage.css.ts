import { vars } from '@laundry/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({
  minHeight: '100dvh',
  display: 'grid',
  gridTemplateRows: 'auto 1fr auto',
  backgroundColor: vars.color.background,
  backgroundImage: `radial-gradient(ellipse at top, ${vars.color.primarySoft} 0%, transparent 60%)`,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.primaryText,
});

export const main = style({
  display: 'grid',
  placeItems: 'center',
  padding: `${vars.space.xl} ${vars.space.md}`,
});

export const card = style({
  width: '100%',
  maxWidth: 560,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  borderRadius: vars.radius.xl,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
  textAlign: 'center',
});

export const mark = style({
  display: 'grid',
  placeItems: 'center',
  width: 64,
  height: 64,
  borderRadius: vars.radius.full,
  color: vars.color.primary,
  backgroundColor: vars.color.primarySoft,
});

export const title = style({
  fontSize: vars.fontSize.xxxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const contact = style({
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
  justifyItems: 'start',
  color: vars.color.textMuted,
});

globalStyle(`${contact} li`, {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  textAlign: 'left',
});

globalStyle(`${contact} svg`, { flexShrink: 0, color: vars.color.primary });

export const footer = style({
  padding: vars.space.lg,
  textAlign: 'center',
});
