import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { childSvg } from '../theme/childSvg';
import { vars } from '../theme/theme.css';

export const segmentedSizes = ['sm', 'md'] as const;

export const root = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 2,
    padding: 3,
    backgroundColor: vars.color.surfaceMuted,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    maxWidth: '100%',
    overflowX: 'auto',
  },
  variants: {
    fullWidth: { true: { display: 'flex', width: '100%' } },
  },
});

const itemBase = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 6,
  flex: '1 0 auto',
  borderRadius: 6,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transitionProperty: 'background-color, color, box-shadow',
  transitionDuration: vars.duration.fast,
  selectors: {
    '&:hover:not([data-disabled])': { color: vars.color.text },
    '&[data-state="on"]': {
      backgroundColor: vars.color.surface,
      color: vars.color.text,
      boxShadow: vars.shadow.sm,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 1 },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

childSvg(itemBase, 16);

export const item = recipe({
  base: itemBase,
  variants: {
    size: {
      sm: { height: 26, paddingInline: 10, fontSize: vars.fontSize.sm },
      md: { height: 32, paddingInline: vars.space.sm, fontSize: vars.fontSize.md },
    },
    iconOnly: {
      true: { paddingInline: 0, aspectRatio: '1', flex: '0 0 auto' },
    },
  },
  defaultVariants: { size: 'md' },
});
