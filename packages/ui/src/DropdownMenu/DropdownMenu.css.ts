import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { childSvg } from '../theme/childSvg';
import { vars } from '../theme/theme.css';

export const menuItemTones = ['default', 'danger'] as const;

const popIn = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px) scale(0.98)' },
  to: { opacity: 1, transform: 'translateY(0) scale(1)' },
});

export const content = style({
  zIndex: vars.zIndex.popover,
  minWidth: 200,
  maxWidth: 'min(320px, calc(100vw - 16px))',
  maxHeight: 'var(--radix-dropdown-menu-content-available-height)',
  overflowY: 'auto',
  padding: 6,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  transformOrigin: 'var(--radix-dropdown-menu-content-transform-origin)',
  selectors: {
    '&[data-state="open"]': {
      animation: `${popIn} ${vars.duration.normal} ${vars.easing.emphasized}`,
    },
  },
});

export const item = recipe({
  base: {
    all: 'unset',
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'center',
    gap: 10,
    width: '100%',
    minHeight: 36,
    padding: `0 ${vars.space.xs}`,
    borderRadius: vars.radius.sm,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.snug,
    cursor: 'pointer',
    userSelect: 'none',
    selectors: {
      '&[data-highlighted]': { backgroundColor: vars.color.surfaceMuted },
      '&[data-disabled]': { color: vars.color.textSubtle, cursor: 'not-allowed' },
    },
  },
  variants: {
    tone: {
      default: { color: vars.color.text },
      danger: {
        color: vars.color.dangerText,
        selectors: { '&[data-highlighted]': { backgroundColor: vars.color.dangerSoft } },
      },
    },
  },
  defaultVariants: { tone: 'default' },
});

export const itemIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: 'inherit',
  opacity: 0.8,
});

export const itemText = style({ flex: 1, minWidth: 0, paddingBlock: 6 });

export const itemDescription = style({
  display: 'block',
  fontSize: vars.fontSize.xs,
  color: vars.color.textSubtle,
});

export const shortcut = style({
  marginLeft: 'auto',
  paddingLeft: vars.space.md,
  fontSize: vars.fontSize.xs,
  color: vars.color.textSubtle,
});

export const label = style({
  padding: `6px ${vars.space.xs} 4px`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textSubtle,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const separator = style({
  height: 1,
  margin: `6px -6px`,
  backgroundColor: vars.color.border,
});

childSvg(itemIcon, 16);
