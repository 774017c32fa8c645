import { style } from '@vanilla-extract/css';
import { childSvg } from '../theme/childSvg';
import { vars } from '../theme/theme.css';

export const root = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const list = style({
  display: 'flex',
  gap: vars.space.lg,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
  scrollbarWidth: 'none',
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
});

export const trigger = style({
  all: 'unset',
  boxSizing: 'border-box',
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
  height: 42,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  transition: `color ${vars.duration.fast}`,
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      left: 0,
      right: 0,
      bottom: -1,
      height: 2,
      borderRadius: '2px 2px 0 0',
      backgroundColor: 'transparent',
      transition: `background-color ${vars.duration.fast}`,
    },
    '&:hover': { color: vars.color.text },
    '&[data-state="active"]': { color: vars.color.primaryText },
    '&[data-state="active"]::after': { backgroundColor: vars.color.primary },
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: -2,
      borderRadius: vars.radius.sm,
    },
    '&[data-disabled]': { color: vars.color.textSubtle, cursor: 'not-allowed' },
  },
});

export const content = style({
  paddingTop: vars.space.lg,
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: 4,
      borderRadius: vars.radius.sm,
    },
  },
});

childSvg(trigger, 16);
