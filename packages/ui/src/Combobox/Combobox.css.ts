import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

const popIn = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px)' },
  to: { opacity: 1, transform: 'translateY(0)' },
});

export const root = style({ position: 'relative', minWidth: 0 });

export const popup = style({
  position: 'absolute',
  top: 'calc(100% + 6px)',
  left: 0,
  right: 0,
  zIndex: vars.zIndex.popover,
  maxHeight: 'min(360px, 60vh)',
  overflowY: 'auto',
  padding: 6,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  animation: `${popIn} ${vars.duration.normal} ${vars.easing.emphasized}`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const listbox = style({ display: 'grid', gap: 2 });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 40,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  cursor: 'pointer',
  userSelect: 'none',
  selectors: {
    '&[data-active]': { backgroundColor: vars.color.primarySoft },
    '&:hover:not([data-active])': { backgroundColor: vars.color.surfaceMuted },
  },
});

export const message = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.sm}`,
  fontSize: vars.fontSize.md,
  color: vars.color.textMuted,
});
