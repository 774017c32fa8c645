import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { modalOpenAttribute } from '../Dialog/ModalOverlay.css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/theme.css';

export const sidebarWidth = '264px';

export const shell = style({
  minHeight: '100dvh',
  backgroundColor: vars.color.background,
});

// Radix's modal layer sets `pointer-events: none` on <body> while it is open. Inherited, that
// restyled every element of the page as a dialog opened and again as it closed (~40 ms of a
// click on the order page with the CPU slowed 4×, issue 26). While a modal's overlay covers the
// page (which takes every click outside the modal), the shell keeps its own value, so its
// elements have nothing new to inherit. A class, not a `:not()` or `:has()`, so that the browser
// restyles the shell alone when the attribute comes and goes.
globalStyle(`html[${modalOpenAttribute}] ${shell}`, { pointerEvents: 'auto' });

export const skipLink = style({
  position: 'fixed',
  top: vars.space.xs,
  left: vars.space.xs,
  zIndex: vars.zIndex.toast,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'translateY(0)' } },
});

export const desktopSidebar = style({
  display: 'none',
  '@media': {
    [media.desktop]: {
      display: 'flex',
      position: 'fixed',
      top: 0,
      bottom: 0,
      left: 0,
      width: sidebarWidth,
      zIndex: vars.zIndex.drawer,
    },
  },
});

export const frame = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  minHeight: '100dvh',
  '@media': { [media.desktop]: { marginLeft: sidebarWidth } },
});

export const contentWidths = ['default', 'full'] as const;

/*
 * Room under the page for the fixed scroll-to-top button (48 px at 16–24 px from the corner), so
 * that the last row's actions and the pager's Next can always be scrolled clear of it.
 */
const clearOfScrollButton = `calc(${vars.space.xxl} + 56px)`;

export const content = recipe({
  base: {
    flex: 1,
    width: '100%',
    minWidth: 0,
    marginInline: 'auto',
    padding: `${vars.space.xs} ${vars.space.md} ${clearOfScrollButton}`,
    outline: 'none',
    '@media': {
      [media.tablet]: { padding: `${vars.space.sm} ${vars.space.lg} ${clearOfScrollButton}` },
      [media.desktop]: { padding: `${vars.space.sm} ${vars.space.xl} ${clearOfScrollButton}` },
    },
  },
  variants: {
    width: {
      default: { maxWidth: 1440 },
      full: {},
    },
  },
  defaultVariants: { width: 'default' },
});

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const slideIn = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(0)' },
});
const slideOut = keyframes({
  from: { transform: 'translateX(0)' },
  to: { transform: 'translateX(-100%)' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  backgroundColor: vars.color.overlay,
  selectors: {
    '&[data-state="open"]': {
      animation: `${fadeIn} ${vars.duration.normal} ${vars.easing.standard}`,
    },
    '&[data-state="closed"]': {
      animation: `${fadeOut} ${vars.duration.normal} ${vars.easing.standard}`,
    },
  },
});

export const drawer = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  left: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  width: `min(${sidebarWidth}, 86vw)`,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  selectors: {
    '&[data-state="open"]': {
      animation: `${slideIn} ${vars.duration.slow} ${vars.easing.emphasized}`,
    },
    '&[data-state="closed"]': {
      animation: `${slideOut} ${vars.duration.normal} ${vars.easing.standard}`,
    },
  },
});

export const drawerClose = style({
  position: 'absolute',
  top: 14,
  right: -52,
});

globalStyle(`${drawerClose} button`, { boxShadow: vars.shadow.md });
