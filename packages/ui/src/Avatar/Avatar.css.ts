import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css';

export const avatarSizes = ['sm', 'md', 'lg', 'xl'] as const;
export const avatarTones = ['primary', 'neutral', 'blue', 'purple', 'amber'] as const;

export const avatar = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    fontWeight: vars.fontWeight.semibold,
    letterSpacing: '0.02em',
    userSelect: 'none',
    verticalAlign: 'middle',
  },
  variants: {
    size: {
      sm: { width: 28, height: 28, fontSize: '0.6875rem' },
      md: { width: 36, height: 36, fontSize: vars.fontSize.sm },
      lg: { width: 48, height: 48, fontSize: vars.fontSize.lg },
      xl: { width: 72, height: 72, fontSize: vars.fontSize.xxl },
    },
    tone: {
      primary: { backgroundColor: vars.color.primarySoft, color: vars.color.primaryText },
      neutral: { backgroundColor: vars.color.greySoft, color: vars.color.greyText },
      blue: { backgroundColor: vars.color.blueSoft, color: vars.color.blueText },
      purple: { backgroundColor: vars.color.purpleSoft, color: vars.color.purpleText },
      amber: { backgroundColor: vars.color.amberSoft, color: vars.color.amberText },
    },
  },
  defaultVariants: { size: 'md', tone: 'primary' },
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });
