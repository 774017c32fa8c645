import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css';

export const iconButtonSizes = ['sm', 'md', 'lg'] as const;

const iconSize = createVar();

const base = style({ paddingInline: 0, vars: { [iconSize]: '18px' } });

globalStyle(`${base} > svg`, { width: iconSize, height: iconSize, flexShrink: 0 });

/** Squares the button recipe's shape; colours come from `button({ variant })`. */
export const iconButton = recipe({
  base,
  variants: {
    size: {
      sm: { width: 32, vars: { [iconSize]: '16px' } },
      md: { width: 38 },
      lg: { width: 46, vars: { [iconSize]: '20px' } },
    },
    round: {
      true: { borderRadius: vars.radius.full },
    },
  },
  defaultVariants: { size: 'md' },
});
