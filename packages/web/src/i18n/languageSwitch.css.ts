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
  color: vars.color.textMuted,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.text, backgroundColor: vars.color.surfaceMuted },
    '&[aria-current]': { color: vars.color.text, fontWeight: vars.fontWeight.bold },
  },
});
