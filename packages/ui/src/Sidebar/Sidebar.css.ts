import { style } from '@vanilla-extract/css';
import { childSvg } from '../theme/childSvg';
import { vars } from '../theme/theme.css';

export const sidebar = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  height: '100%',
  minHeight: 0,
  backgroundColor: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  height: 64,
  flexShrink: 0,
  padding: `0 ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 36,
  height: 36,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
});

export const brandText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const title = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  lineHeight: vars.lineHeight.tight,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const subtitle = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.snug,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const nav = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.sm}`,
});

export const footer = style({
  flexShrink: 0,
  padding: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});

export const group = style({ display: 'flex', flexDirection: 'column', gap: 2 });

export const groupLabel = style({
  padding: `0 ${vars.space.sm} 6px`,
  fontSize: '0.6875rem',
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textSubtle,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
});

export const item = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  width: '100%',
  minHeight: 38,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  textDecoration: 'none',
  cursor: 'pointer',
  transitionProperty: 'background-color, color',
  transitionDuration: vars.duration.fast,
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceMuted, color: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
    '&[data-active]': {
      backgroundColor: vars.color.primarySoft,
      color: vars.color.primaryText,
      fontWeight: vars.fontWeight.semibold,
    },
  },
});

export const itemIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.color.textSubtle,
  selectors: {
    [`${item}:hover &`]: { color: vars.color.textMuted },
    [`${item}[data-active] &`]: { color: vars.color.primary },
  },
});

export const itemLabel = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const itemBadge = style({
  flexShrink: 0,
  minWidth: 20,
  height: 20,
  paddingInline: 6,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceHover,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: '20px',
  textAlign: 'center',
  selectors: {
    [`${item}[data-active] &`]: {
      backgroundColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
  },
});

childSvg(logo, 20);
childSvg(itemIcon, 18);
