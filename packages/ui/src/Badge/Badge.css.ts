import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { childSvg } from '../theme/childSvg';
import { vars } from '../theme/theme.css';

export const badgeTones = [
  'neutral',
  'grey',
  'primary',
  'blue',
  'purple',
  'green',
  'amber',
  'red',
] as const;
export const badgeSizes = ['sm', 'md'] as const;

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 6,
    maxWidth: '100%',
    borderRadius: vars.radius.full,
    fontWeight: vars.fontWeight.medium,
    lineHeight: 1.2,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
    border: '1px solid transparent',
  },
  variants: {
    tone: {
      neutral: {
        backgroundColor: vars.color.surface,
        color: vars.color.textMuted,
        borderColor: vars.color.border,
      },
      grey: { backgroundColor: vars.color.greySoft, color: vars.color.greyText },
      primary: { backgroundColor: vars.color.primarySoft, color: vars.color.primaryText },
      blue: { backgroundColor: vars.color.blueSoft, color: vars.color.blueText },
      purple: { backgroundColor: vars.color.purpleSoft, color: vars.color.purpleText },
      green: { backgroundColor: vars.color.greenSoft, color: vars.color.greenText },
      amber: { backgroundColor: vars.color.amberSoft, color: vars.color.amberText },
      red: { backgroundColor: vars.color.redSoft, color: vars.color.redText },
    },
    size: {
      sm: { height: 20, paddingInline: 8, fontSize: vars.fontSize.xs },
      md: { height: 24, paddingInline: 10, fontSize: vars.fontSize.sm },
    },
  },
  defaultVariants: { tone: 'neutral', size: 'md' },
});

export const label = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

export const dot = style({
  width: 6,
  height: 6,
  flexShrink: 0,
  borderRadius: vars.radius.full,
  backgroundColor: 'currentColor',
});

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  marginLeft: -2,
});

childSvg(icon, 12);
