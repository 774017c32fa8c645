import { vars } from '@laundry/ui';
import { style } from '@vanilla-extract/css';

export const list = style({
  display: 'flex',
  gap: 4,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/**
 * Each language's name in its own script, drawn in the system's font: naming Noto here would
 * fetch the Sinhala and Tamil fonts on every page, the English one too (scripts.css).
 */
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 32,
  paddingInline: 8,
  borderRadius: vars.radius.md,
  fontFamily: 'system-ui, sans-serif',
  fontSize: vars.fontSize.sm,
  // The colour of where it stands (the light bar, the dark footer, the tracking page's header).
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&[aria-current]': { fontWeight: vars.fontWeight.bold, textDecoration: 'underline' },
  },
});
