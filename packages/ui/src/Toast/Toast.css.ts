import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../theme/breakpoints';
import { childSvg } from '../theme/childSvg';
import { vars } from '../theme/theme.css';

export const toastTones = ['success', 'error', 'warning', 'info'] as const;

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateY(-12px) scale(0.98)' },
  to: { opacity: 1, transform: 'translateY(0) scale(1)' },
});
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0, transform: 'scale(0.98)' } });
const swipeOut = keyframes({
  from: { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
  to: { transform: 'translateX(calc(100% + 24px))' },
});

// At the top, under the 64 px top bar: toasts never cover a list's pager or a form's buttons,
// which sit at the bottom of the screen.
export const viewport = style({
  position: 'fixed',
  top: 64,
  right: 0,
  left: 0,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '100%',
  maxWidth: '100vw',
  margin: 0,
  padding: vars.space.md,
  listStyle: 'none',
  outline: 'none',
  pointerEvents: 'none',
  '@media': {
    [media.tablet]: { left: 'auto', width: 400, padding: vars.space.lg },
  },
});

export const toast = recipe({
  base: {
    pointerEvents: 'auto',
    position: 'relative',
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.md}`,
    backgroundColor: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    overflow: 'hidden',
    selectors: {
      '&::before': {
        content: '""',
        position: 'absolute',
        left: 0,
        top: 0,
        bottom: 0,
        width: 4,
      },
      '&[data-state="open"]': {
        animation: `${slideIn} ${vars.duration.slow} ${vars.easing.emphasized}`,
      },
      '&[data-state="closed"]': { animation: `${fadeOut} ${vars.duration.fast} ease-in forwards` },
      '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
      '&[data-swipe="cancel"]': {
        transform: 'translateX(0)',
        transition: `transform ${vars.duration.normal}`,
      },
      '&[data-swipe="end"]': { animation: `${swipeOut} ${vars.duration.normal} ease-out forwards` },
    },
  },
  variants: {
    tone: {
      success: { selectors: { '&::before': { backgroundColor: vars.color.success } } },
      error: { selectors: { '&::before': { backgroundColor: vars.color.danger } } },
      warning: { selectors: { '&::before': { backgroundColor: vars.color.warning } } },
      info: { selectors: { '&::before': { backgroundColor: vars.color.primary } } },
    },
  },
  defaultVariants: { tone: 'info' },
});

const iconBase = style({
  display: 'inline-flex',
  flexShrink: 0,
  marginTop: 2,
});

childSvg(iconBase, 18);

export const icon = recipe({
  base: iconBase,
  variants: {
    tone: {
      success: { color: vars.color.success },
      error: { color: vars.color.danger },
      warning: { color: vars.color.warning },
      info: { color: vars.color.primary },
    },
  },
});

export const text = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  paddingTop: 1,
});

export const title = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  lineHeight: vars.lineHeight.snug,
});

export const description = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.snug,
});

export const actions = style({ display: 'flex', alignItems: 'center', gap: 4, marginTop: -2 });
