import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/theme.css';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;
export const spinnerTones = ['current', 'primary', 'muted'] as const;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    animation: `${spin} 0.75s linear infinite`,
    '@media': {
      // A spinner tells that something is under way: keep it turning, only slower.
      [media.reducedMotion]: {
        animationDuration: '1.6s !important',
        animationIterationCount: 'infinite !important',
      },
    },
  },
  variants: {
    size: {
      sm: { width: 16, height: 16 },
      md: { width: 24, height: 24 },
      lg: { width: 40, height: 40 },
    },
    tone: {
      current: { color: 'currentColor' },
      primary: { color: vars.color.primary },
      muted: { color: vars.color.textSubtle },
    },
  },
  defaultVariants: { size: 'md', tone: 'primary' },
});

export const track = style({ opacity: 0.2 });

export const status = style({ display: 'inline-flex' });
