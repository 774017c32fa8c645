import { style } from '@vanilla-extract/css';
import { childSvg } from '../theme/childSvg';
import { vars } from '../theme/theme.css';

export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: 10,
  minWidth: 0,
});

export const box = style({
  all: 'unset',
  boxSizing: 'border-box',
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 18,
  height: 18,
  // Aligns the box with the first line of a 14px label.
  marginTop: 1,
  borderRadius: 5,
  border: `1.5px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.onPrimary,
  cursor: 'pointer',
  transitionProperty: 'background-color, border-color, box-shadow',
  transitionDuration: vars.duration.fast,
  selectors: {
    '&:hover:not([data-disabled])': { borderColor: vars.color.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    '&[data-state="checked"], &[data-state="indeterminate"]': {
      backgroundColor: vars.color.primary,
      borderColor: vars.color.primary,
    },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const indicator = style({
  display: 'inline-flex',
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });

export const label = style({
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  lineHeight: vars.lineHeight.snug,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { color: vars.color.textSubtle, cursor: 'not-allowed' } },
});

export const description = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.snug,
});

export const error = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.dangerText,
  fontWeight: vars.fontWeight.medium,
});

childSvg(indicator, 13, { strokeWidth: 3 });
