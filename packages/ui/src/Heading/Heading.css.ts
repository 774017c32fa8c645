import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css';

export const headingLevels = [1, 2, 3, 4] as const;
export const headingTones = ['default', 'muted', 'primary', 'inherit'] as const;

export const heading = recipe({
  base: {
    margin: 0,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    textWrap: 'balance',
  },
  variants: {
    level: {
      1: {
        fontSize: vars.fontSize.xxxl,
        letterSpacing: '-0.022em',
        fontWeight: vars.fontWeight.bold,
      },
      2: { fontSize: vars.fontSize.xxl, letterSpacing: '-0.018em' },
      3: { fontSize: vars.fontSize.xl, letterSpacing: '-0.012em' },
      4: { fontSize: vars.fontSize.lg, letterSpacing: '-0.006em' },
    },
    tone: {
      default: { color: vars.color.text },
      muted: { color: vars.color.textMuted },
      primary: { color: vars.color.primaryText },
      inherit: { color: 'inherit' },
    },
    truncate: {
      true: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 },
    },
  },
  defaultVariants: { level: 2, tone: 'default' },
});
