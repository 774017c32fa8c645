import { type GlobalStyleRule, globalStyle } from '@vanilla-extract/css';

/**
 * Sizes the icons (svg) placed inside an element of `parentClass`: callers pass any lucide icon
 * and the kit decides its size. Call from a `.css.ts` file.
 */
export function childSvg(parentClass: string, size: number | string, extra: GlobalStyleRule = {}) {
  globalStyle(`${parentClass} > svg`, { width: size, height: size, flexShrink: 0, ...extra });
}
