/** Minimum widths of the kit's responsive conditions: below `tablet` is `mobile`. */
export const breakpoints = {
  tablet: 768,
  desktop: 1024,
} as const;

/** Media queries for the apps' own `.css.ts` files: `'@media': { [media.desktop]: {...} }`. */
export const media = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
