import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../theme/breakpoints';
import { childSvg } from '../theme/childSvg';
import { vars } from '../theme/theme.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '6px',
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  lineHeight: vars.lineHeight.snug,
});

export const required = style({ color: vars.color.danger, marginLeft: 2 });

export const hint = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.snug,
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: 6,
  fontSize: vars.fontSize.sm,
  color: vars.color.dangerText,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
});

export const errorIcon = style({ flexShrink: 0, width: 14, height: 14, marginTop: 2 });

export const controlSizes = ['sm', 'md'] as const;

/** The bordered box around an input and its adornments; the focus ring sits on it. */
export const control = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    width: '100%',
    backgroundColor: vars.color.surface,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    color: vars.color.text,
    boxShadow: vars.shadow.xs,
    transitionProperty: 'border-color, box-shadow, background-color',
    transitionDuration: vars.duration.fast,
    selectors: {
      '&:hover:not([data-disabled])': { borderColor: vars.color.textSubtle },
      '&:focus-within': {
        borderColor: vars.color.primary,
        boxShadow: vars.shadow.focus,
      },
      '&[data-invalid]': { borderColor: vars.color.danger },
      '&[data-invalid]:focus-within': { boxShadow: vars.shadow.focusDanger },
      '&[data-disabled]': {
        backgroundColor: vars.color.surfaceMuted,
        color: vars.color.textSubtle,
        cursor: 'not-allowed',
        boxShadow: 'none',
      },
    },
  },
  variants: {
    size: {
      sm: { minHeight: 34, paddingInline: vars.space.sm },
      md: { minHeight: 40, paddingInline: vars.space.sm },
    },
    multiline: {
      true: { alignItems: 'stretch', paddingBlock: vars.space.xs },
    },
  },
  defaultVariants: { size: 'md' },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  // A percentage width lets the input shrink below its intrinsic size in tight rows.
  width: '100%',
  height: '100%',
  minHeight: 'inherit',
  padding: 0,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  // 16px on phones so iOS does not zoom into the field.
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.snug,
  color: 'inherit',
  '@media': { [media.tablet]: { fontSize: vars.fontSize.md } },
  selectors: {
    '&::placeholder': { color: vars.color.textSubtle, opacity: 1 },
    '&:focus-visible': { outline: 'none' },
    '&:disabled': { cursor: 'not-allowed' },
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
});

export const textarea = style({
  resize: 'vertical',
  minHeight: 88,
  paddingBlock: 2,
  fontFamily: 'inherit',
});

export const adornment = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  color: vars.color.textSubtle,
});

/** A small square button inside a control (show password, clear search). */
export const inlineButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 28,
  height: 28,
  marginRight: -6,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceMuted, color: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 0 },
  },
});

childSvg(adornment, 16);
childSvg(inlineButton, 16);
