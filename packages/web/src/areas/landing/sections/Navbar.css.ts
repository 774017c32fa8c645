import { media, vars } from '@laundry/ui';
import { style } from '@vanilla-extract/css';

// The desktop bar holds the brand, five anchors, the campaign badge and the register button.
// Below 1280 px the business name gives way to its mark (it stays the link's accessible name),
// so nothing is pushed past the content edge; the brand is the one
// part that may shrink, so a long business name is cut with an ellipsis, never the button.
const narrowDesktop = 'screen and (min-width: 1024px) and (max-width: 1279px)';
const belowDesktop = 'screen and (max-width: 1023px)';
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
} as const;

export const header = style({
  position: 'fixed',
  top: 0,
  insetInline: 0,
  zIndex: vars.zIndex.drawer,
  paddingBlock: 16,
  borderBottom: '1px solid transparent',
  transitionProperty: 'transform, background-color, box-shadow, padding, border-color',
  transitionDuration: vars.duration.slow,
  transitionTimingFunction: vars.easing.standard,
  selectors: {
    '&[data-compact]': {
      paddingBlock: 8,
      backgroundColor: 'rgba(255, 255, 255, 0.9)',
      backdropFilter: 'saturate(180%) blur(14px)',
      WebkitBackdropFilter: 'saturate(180%) blur(14px)',
      borderBottomColor: vars.color.border,
      boxShadow: vars.shadow.sm,
    },
    '&[data-menu-open]': { backgroundColor: vars.color.surface },
    '&[data-hidden]': { transform: 'translateY(-110%)' },
    // A keyboard user tabbing into the hidden bar gets it back.
    '&[data-hidden]:focus-within': { transform: 'none' },
  },
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 10,
  minWidth: 0,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 800,
  fontSize: '1.0625rem',
  letterSpacing: '-0.02em',
  borderRadius: vars.radius.md,
  '@media': {
    [media.tablet]: { fontSize: '1.1875rem' },
  },
});

export const brandMark = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: 40,
  height: 40,
  borderRadius: 12,
  color: '#ffffff',
  background: `linear-gradient(135deg, #14a394 0%, ${vars.color.primary} 100%)`,
  boxShadow: '0 6px 14px -6px rgba(13, 110, 102, 0.8)',
  transition: `width ${vars.duration.slow}, height ${vars.duration.slow}`,
  selectors: {
    [`${header}[data-compact] &`]: { width: 34, height: 34, borderRadius: 10 },
  },
});

export const brandName = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@media': { [narrowDesktop]: visuallyHidden },
});

export const links = style({
  display: 'none',
  listStyle: 'none',
  padding: 0,
  marginInline: 'auto',
  gap: 2,
  flexShrink: 0,
  '@media': { [media.desktop]: { display: 'flex' } },
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  height: 40,
  paddingInline: 10,
  borderRadius: vars.radius.full,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.md,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  transition: `background-color ${vars.duration.fast}, color ${vars.duration.fast}`,
  selectors: {
    '&:hover': { backgroundColor: vars.color.primarySoft, color: vars.color.primaryText },
  },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexShrink: 0,
  marginLeft: 'auto',
  '@media': { [media.desktop]: { marginLeft: 0 } },
});

export const offer = style({
  display: 'none',
  alignItems: 'center',
  gap: 8,
  paddingBlock: 4,
  paddingLeft: 12,
  paddingRight: 4,
  borderRadius: vars.radius.full,
  backgroundColor: '#fff1dc',
  border: '1px solid #fbd9a5',
  color: '#8a4a0b',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
  '@media': {
    [media.tablet]: { display: 'inline-flex' },
    // The tablet's bar (brand, badge, button and menu) keeps the discount and says the rest to
    // screen readers only; the desktop's shows all of it.
    [belowDesktop]: { paddingLeft: 4 },
  },
});

export const offerInMenu = style({
  display: 'inline-flex',
  alignSelf: 'flex-start',
  paddingLeft: 12,
  '@media': { [belowDesktop]: { paddingLeft: 12 } },
});

export const offerLabel = style({
  '@media': { [belowDesktop]: visuallyHidden },
  selectors: {
    [`${offerInMenu} &`]: { position: 'static', width: 'auto', height: 'auto', clip: 'auto' },
  },
});

export const offerPulseInBar = style({
  '@media': { [belowDesktop]: { display: 'none' } },
  selectors: { [`${offerInMenu} &`]: { display: 'block' } },
});

export const offerDiscount = style({
  paddingBlock: 4,
  paddingInline: 10,
  borderRadius: vars.radius.full,
  backgroundColor: '#f5a524',
  color: '#2b1d05',
  fontWeight: 800,
});

export const offerPulse = style({
  width: 8,
  height: 8,
  borderRadius: vars.radius.full,
  backgroundColor: '#f08a00',
  boxShadow: '0 0 0 3px rgba(245, 165, 36, 0.28)',
});

export const ctaInBar = style({
  display: 'none',
  '@media': { [media.tablet]: { display: 'inline-flex' } },
});

export const menuButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  borderRadius: 12,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  '@media': { [media.desktop]: { display: 'none' } },
});

export const menu = style({
  position: 'absolute',
  top: '100%',
  insetInline: 0,
  paddingBottom: vars.space.md,
  backgroundColor: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
  maxHeight: 'calc(100dvh - 64px)',
  overflowY: 'auto',
  '@media': { [media.desktop]: { display: 'none' } },
});

export const menuInner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingTop: vars.space.sm,
});

export const menuLinks = style({
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gap: 2,
});

export const menuLink = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  minHeight: 48,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.lg,
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  selectors: { '&:hover': { backgroundColor: vars.color.primarySoft } },
});

export const scrim = style({
  position: 'fixed',
  inset: 0,
  zIndex: `calc(${vars.zIndex.drawer} - 1)`,
  backgroundColor: vars.color.overlay,
  '@media': { [media.desktop]: { display: 'none' } },
});

/** The language switch in the bar: only where the bar has room for it (wide screens). */
export const languageInBar = style({
  display: 'none',
  '@media': { 'screen and (min-width: 1280px)': { display: 'block' } },
});

/** The language switch under the phone menu's links and button. */
export const languageInMenu = style({ paddingTop: vars.space.sm });
