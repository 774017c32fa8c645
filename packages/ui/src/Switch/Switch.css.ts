import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minWidth: 0,
  selectors: { '&[data-position="start"]': { justifyContent: 'space-between' } },
});

export const root = style({
  all: 'unset',
  boxSizing: 'border-box',
  flexShrink: 0,
  position: 'relative',
  width: 38,
  height: 22,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.borderStrong,
  cursor: 'pointer',
  transition: `background-color ${vars.duration.normal} ${vars.easing.standard}`,
  selectors: {
    '&[data-state="checked"]': { backgroundColor: vars.color.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const thumb = style({
  display: 'block',
  width: 18,
  height: 18,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  boxShadow: '0 1px 2px rgba(0, 0, 0, 0.2)',
  transform: 'translateX(2px)',
  transition: `transform ${vars.duration.normal} ${vars.easing.standard}`,
  willChange: 'transform',
  selectors: { '&[data-state="checked"]': { transform: 'translateX(18px)' } },
});
