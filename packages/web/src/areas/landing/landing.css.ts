import { media, vars } from '@laundry/ui';
import { fontFace, globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { SCRIPT_FONTS } from '../../i18n/scriptFonts';

/** The landing page's own shapes: a wider, warmer marketing layout on the kit's tokens. */

export const NAVBAR_HEIGHT = 76;

/**
 * The page is drawn from the server's markup before Inter has arrived: its text first shows in
 * a local sans-serif scaled to Inter's metrics, so the swap to Inter moves nothing (no layout
 * shift). The figures are Inter's against Arial (and its metric twin Liberation Sans).
 */
const interFallback = fontFace({
  src: 'local("Arial"), local("ArialMT"), local("Liberation Sans"), local("LiberationSans")',
  sizeAdjust: '107.12%',
  ascentOverride: '90.44%',
  descentOverride: '22.52%',
  lineGapOverride: '0%',
});

// Sinhala and Tamil after Inter: each font fetched only for its own script (issue 42).
const pageFonts = `"Inter Variable", "Inter", ${SCRIPT_FONTS}, ${interFallback}, ui-sans-serif, system-ui, sans-serif`;

export const page = style({
  fontFamily: pageFonts,
  minHeight: '100dvh',
  backgroundColor: vars.color.background,
  color: vars.color.text,
  overflowX: 'clip',
});

export const container = style({
  width: '100%',
  maxWidth: 1200,
  marginInline: 'auto',
  paddingInline: 20,
  '@media': { [media.tablet]: { paddingInline: 32 } },
});

export const section = style({
  position: 'relative',
  paddingBlock: '72px',
  scrollMarginTop: 24,
  '@media': { [media.desktop]: { paddingBlock: '104px' } },
  selectors: { '&:focus': { outline: 'none' } },
});

export const sectionTinted = style({ backgroundColor: vars.color.surface });

export const sectionHeader = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.sm,
  maxWidth: 680,
  marginInline: 'auto',
  marginBottom: vars.space.xxl,
});

export const eyebrow = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  paddingBlock: 6,
  paddingInline: 12,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primarySoft,
  color: vars.color.primaryText,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});

export const sectionTitle = style({
  fontSize: 'clamp(1.75rem, 1.2rem + 2.2vw, 2.625rem)',
  fontWeight: 800,
  lineHeight: 1.12,
  letterSpacing: '-0.028em',
  color: vars.color.text,
  textWrap: 'balance',
});

export const lead = style({
  fontSize: 'clamp(1rem, 0.95rem + 0.25vw, 1.125rem)',
  lineHeight: 1.65,
  color: vars.color.textMuted,
  textWrap: 'pretty',
});

/** The page's calls to action: rounder and bolder than the back-office's buttons. */
export const ctaBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 10,
  borderRadius: vars.radius.full,
  border: '1px solid transparent',
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1.1,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transitionProperty: 'background-color, color, box-shadow, transform, border-color',
  transitionDuration: vars.duration.normal,
  transitionTimingFunction: vars.easing.standard,
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 3 },
    '&:hover': { transform: 'translateY(-1px)' },
    '&:active': { transform: 'translateY(0)' },
  },
});

export const ctaTone = styleVariants({
  primary: {
    backgroundColor: vars.color.primary,
    color: vars.color.onPrimary,
    boxShadow: '0 10px 24px -10px rgba(13, 110, 102, 0.7)',
    selectors: { '&:hover': { backgroundColor: vars.color.primaryHover } },
  },
  accent: {
    backgroundColor: '#f5a524',
    color: '#2b1d05',
    boxShadow: '0 10px 24px -10px rgba(194, 97, 12, 0.75)',
    selectors: { '&:hover': { backgroundColor: '#ffb53d' } },
  },
  outline: {
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    borderColor: vars.color.borderStrong,
    selectors: {
      '&:hover': { borderColor: vars.color.primary, color: vars.color.primaryText },
    },
  },
  light: {
    backgroundColor: 'rgba(255, 255, 255, 0.12)',
    color: '#ffffff',
    borderColor: 'rgba(255, 255, 255, 0.45)',
    selectors: {
      '&:hover': { backgroundColor: 'rgba(255, 255, 255, 0.2)' },
      '&:focus-visible': { outlineColor: '#ffffff' },
    },
  },
});

export const ctaSize = styleVariants({
  md: { height: 44, paddingInline: 20, fontSize: vars.fontSize.md },
  lg: { height: 54, paddingInline: 28, fontSize: vars.fontSize.lg },
});

export const ctaFullWidth = style({ width: '100%' });

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** The skip link's target: focused by script, so it needs no ring of its own. */
export const main = style({ selectors: { '&:focus': { outline: 'none' } } });

export const skipLink = style({
  position: 'fixed',
  top: 12,
  left: 12,
  zIndex: 100,
  paddingBlock: 10,
  paddingInline: 16,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.text,
  color: vars.color.textInverse,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});

// The registration wizard's dialogs open outside the page (a portal under <body>): in Sinhala or
// Tamil they take the page's fonts too.
globalStyle('html:is([lang="si"], [lang="ta"]) body', { fontFamily: pageFonts });
