import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { childSvg } from '../theme/childSvg';
import { vars } from '../theme/theme.css';

export const buttonVariants = ['primary', 'secondary', 'soft', 'ghost', 'danger'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;

export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    flexShrink: 0,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: 1,
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    transitionProperty: 'background-color, border-color, color, box-shadow, transform',
    transitionDuration: vars.duration.fast,
    transitionTimingFunction: vars.easing.standard,
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&:focus-visible': {
        outline: `2px solid ${vars.color.focusRing}`,
        outlineOffset: '2px',
      },
      '&:active:not(:disabled):not([aria-disabled="true"])': { transform: 'translateY(0.5px)' },
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
      '&[aria-busy="true"]': { cursor: 'progress', opacity: 1 },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.primary,
        color: vars.color.onPrimary,
        boxShadow: vars.shadow.xs,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            backgroundColor: vars.color.primaryHover,
          },
          '&:active:not(:disabled)': { backgroundColor: vars.color.primaryActive },
        },
      },
      secondary: {
        backgroundColor: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.border,
        boxShadow: vars.shadow.xs,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            backgroundColor: vars.color.surfaceSunken,
            borderColor: vars.color.borderStrong,
          },
          '&:active:not(:disabled)': { backgroundColor: vars.color.surfaceMuted },
        },
      },
      soft: {
        backgroundColor: vars.color.primarySoft,
        color: vars.color.primaryText,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            backgroundColor: vars.color.primarySoftHover,
          },
        },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.textMuted,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            backgroundColor: vars.color.surfaceMuted,
            color: vars.color.text,
          },
          '&:active:not(:disabled)': { backgroundColor: vars.color.surfaceHover },
        },
      },
      danger: {
        backgroundColor: vars.color.danger,
        color: vars.color.textInverse,
        boxShadow: vars.shadow.xs,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            backgroundColor: vars.color.dangerHover,
          },
          '&:active:not(:disabled)': { backgroundColor: vars.color.dangerActive },
          '&:focus-visible': { outlineColor: vars.color.danger },
        },
      },
    },
    size: {
      sm: { height: 32, paddingInline: vars.space.sm, fontSize: vars.fontSize.sm },
      md: { height: 38, paddingInline: vars.space.md, fontSize: vars.fontSize.md },
      lg: { height: 46, paddingInline: '20px', fontSize: vars.fontSize.lg, gap: vars.space.xs },
    },
    fullWidth: {
      true: { width: '100%' },
    },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

export const label = style({
  display: 'inline-flex',
  alignItems: 'center',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
});

/**
 * While loading, the content keeps its room (no width jump) and its accessible name, but is not
 * seen under the spinner.
 */
export const hiddenWhileLoading = style({ opacity: 0 });

export const spinnerSlot = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

childSvg(icon, '1.15em');
