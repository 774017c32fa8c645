import { globalStyle } from '@vanilla-extract/css';
import { media } from './breakpoints';
import { vars } from './theme.css';

// A small modern reset.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('*', { margin: 0 });

globalStyle('html', {
  colorScheme: 'light',
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  scrollBehavior: 'smooth',
  // The scrollbar's room is kept when a modal stops the page scrolling: nothing shifts under it.
  scrollbarGutter: 'stable',
});

globalStyle('body', {
  minHeight: '100dvh',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
  textRendering: 'optimizeLegibility',
  fontFeatureSettings: '"cv11", "ss01"',
});

globalStyle('img, picture, video, canvas, svg', { display: 'block', maxWidth: '100%' });

globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit' });

globalStyle('button', { cursor: 'pointer' });

globalStyle('button:disabled', { cursor: 'not-allowed' });

globalStyle('p, h1, h2, h3, h4, h5, h6', { overflowWrap: 'break-word' });

globalStyle('a', { color: vars.color.primary });

globalStyle('::selection', { backgroundColor: vars.color.primarySoftHover });

// A visible focus ring for keyboard users on anything focusable; components refine it.
globalStyle(':focus-visible', {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});

globalStyle(':focus:not(:focus-visible)', { outline: 'none' });

globalStyle('*, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});

globalStyle('html', {
  '@media': { [media.reducedMotion]: { scrollBehavior: 'auto' } },
});
