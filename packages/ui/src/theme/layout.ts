/**
 * The shell's top bar height in pixels. It stays on screen (sticky) as the page scrolls, so
 * anything else sticky on a page sits below it: `top: calc(TOP_BAR_HEIGHT px + a gap)`.
 */
export const TOP_BAR_HEIGHT = 64;
