import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { TOP_BAR_HEIGHT } from '../theme/layout';
import { vars } from '../theme/theme.css';

export const topBar = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  height: TOP_BAR_HEIGHT,
  flexShrink: 0,
  padding: `0 ${vars.space.md}`,
  backgroundColor: 'transparent',
  borderBottom: '1px solid transparent',
  transitionProperty: 'background-color, border-color, box-shadow',
  transitionDuration: vars.duration.normal,
  '@media': {
    [media.tablet]: { paddingInline: vars.space.lg },
    [media.desktop]: { paddingInline: vars.space.xl },
  },
  selectors: {
    '&[data-elevated]': {
      // Opaque instead of a frosted `backdrop-filter`: composited in software (a counter PC
      // without a usable GPU) a blur under the bar is redrawn on every scrolled frame.
      backgroundColor: vars.color.surface,
      borderBottomColor: vars.color.border,
      boxShadow: vars.shadow.sm,
    },
  },
});

export const start = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flex: 1,
  minWidth: 0,
});

export const end = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
});
