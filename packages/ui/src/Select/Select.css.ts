import { keyframes, style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { childSvg } from '../theme/childSvg';
import { vars } from '../theme/theme.css';

const popIn = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px)' },
  to: { opacity: 1, transform: 'translateY(0)' },
});

// Combined with the field's `control` class (the bordered box).
export const trigger = style({
  justifyContent: 'space-between',
  margin: 0,
  paddingBlock: 0,
  fontFamily: 'inherit',
  // 16px on phones so iOS does not zoom, as for text inputs.
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.snug,
  cursor: 'pointer',
  textAlign: 'start',
  '@media': { [media.tablet]: { fontSize: vars.fontSize.md } },
  selectors: {
    '&[data-placeholder]': { color: vars.color.textSubtle },
    '&:focus-visible': { outline: 'none' },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const chevron = style({
  flexShrink: 0,
  width: 16,
  height: 16,
  color: vars.color.textSubtle,
});

export const content = style({
  zIndex: vars.zIndex.popover,
  minWidth: 'var(--radix-select-trigger-width)',
  maxHeight: 'min(360px, var(--radix-select-content-available-height))',
  overflow: 'hidden',
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  selectors: {
    '&[data-state="open"]': {
      animation: `${popIn} ${vars.duration.normal} ${vars.easing.emphasized}`,
    },
  },
});

export const viewport = style({ padding: 6 });

export const item = style({
  all: 'unset',
  boxSizing: 'border-box',
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  minHeight: 36,
  padding: `0 ${vars.space.xl} 0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  cursor: 'pointer',
  userSelect: 'none',
  selectors: {
    '&[data-highlighted]': { backgroundColor: vars.color.surfaceMuted },
    '&[data-state="checked"]': { fontWeight: vars.fontWeight.medium },
    '&[data-disabled]': { color: vars.color.textSubtle, cursor: 'not-allowed' },
  },
});

export const indicator = style({
  position: 'absolute',
  right: vars.space.xs,
  display: 'inline-flex',
  color: vars.color.primary,
});

export const scrollButton = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: 24,
  color: vars.color.textMuted,
});

childSvg(indicator, 16);
