import { createVar, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });

export const widthVar = createVar();
export const heightVar = createVar();

export const skeleton = style({
  display: 'block',
  width: widthVar,
  height: heightVar,
  maxWidth: '100%',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceHover,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  selectors: { '&[data-radius="full"]': { borderRadius: vars.radius.full } },
});
