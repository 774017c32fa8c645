import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/theme.css';

export const wrapper = style({
  position: 'fixed',
  right: vars.space.md,
  bottom: vars.space.md,
  zIndex: vars.zIndex.sticky,
  opacity: 0,
  visibility: 'hidden',
  transform: 'translateY(8px)',
  transitionProperty: 'opacity, transform, visibility',
  transitionDuration: vars.duration.normal,
  transitionTimingFunction: vars.easing.standard,
  '@media': { [media.tablet]: { right: vars.space.lg, bottom: vars.space.lg } },
  selectors: {
    '&[data-visible]': { opacity: 1, visibility: 'visible', transform: 'translateY(0)' },
  },
});

globalStyle(`${wrapper} button`, { boxShadow: vars.shadow.md });
