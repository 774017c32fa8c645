import { style } from '@vanilla-extract/css';
import { childSvg } from '../theme/childSvg';
import { vars } from '../theme/theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xl} ${vars.space.md}`,
  maxWidth: 440,
  marginInline: 'auto',
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 48,
  height: 48,
  marginBottom: vars.space.xs,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  boxShadow: `0 0 0 8px ${vars.color.surfaceSunken}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
});

export const action = style({
  marginTop: vars.space.sm,
  display: 'flex',
  gap: vars.space.xs,
  flexWrap: 'wrap',
  justifyContent: 'center',
});

childSvg(icon, 22);
