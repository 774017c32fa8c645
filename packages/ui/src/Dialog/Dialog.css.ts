import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/theme.css';

export const dialogSizes = ['sm', 'md', 'lg'] as const;

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const contentIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.97)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});
const contentOut = keyframes({
  from: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
  to: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.97)' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  // A plain dim, no `backdrop-filter`: where Chromium composites in software (no GPU, or a
  // blocklisted one, as on many cheap counter PCs) blurring the whole page under the dialog costs
  // ~80–100 ms on every frame it shows, so each key in the payment dialog reached the screen that
  // much later (issue 26, docs/benchmarks.md).
  backgroundColor: vars.color.overlay,
  selectors: {
    '&[data-state="open"]': {
      animation: `${fadeIn} ${vars.duration.normal} ${vars.easing.standard}`,
    },
    '&[data-state="closed"]': {
      animation: `${fadeOut} ${vars.duration.fast} ${vars.easing.standard}`,
    },
  },
});

export const content = recipe({
  base: {
    position: 'fixed',
    top: '50%',
    left: '50%',
    transform: 'translate(-50%, -50%)',
    zIndex: vars.zIndex.modal,
    display: 'flex',
    flexDirection: 'column',
    width: 'calc(100vw - 24px)',
    maxHeight: 'calc(100dvh - 32px)',
    backgroundColor: vars.color.surface,
    borderRadius: vars.radius.xl,
    boxShadow: vars.shadow.lg,
    color: vars.color.text,
    outline: 'none',
    '@media': { [media.tablet]: { maxHeight: 'min(85dvh, 860px)' } },
    selectors: {
      '&[data-state="open"]': {
        animation: `${contentIn} ${vars.duration.slow} ${vars.easing.emphasized}`,
      },
      '&[data-state="closed"]': {
        animation: `${contentOut} ${vars.duration.fast} ${vars.easing.standard}`,
      },
    },
  },
  variants: {
    size: {
      sm: { maxWidth: 420 },
      md: { maxWidth: 560 },
      lg: { maxWidth: 780 },
    },
  },
  defaultVariants: { size: 'md' },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.md}`,
});

export const headerText = style({
  flex: 1,
  // Room for the close button at the top right.
  paddingRight: vars.space.xl,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '-0.012em',
  color: vars.color.text,
});

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

export const close = style({
  position: 'absolute',
  top: 18,
  right: 18,
});

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  padding: `0 ${vars.space.lg} ${vars.space.lg}`,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
  },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceSunken,
  borderBottomLeftRadius: vars.radius.xl,
  borderBottomRightRadius: vars.radius.xl,
  '@media': {
    'screen and (max-width: 479px)': {
      // On narrow phones the buttons take the full width, the main one on top.
      flexDirection: 'column-reverse',
      alignItems: 'stretch',
    },
  },
});
