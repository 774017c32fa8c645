import { createElement, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { type Sprinkles, sprinkles } from '../theme/sprinkles.css';

export const boxElements = [
  'div',
  'span',
  'section',
  'article',
  'aside',
  'header',
  'footer',
  'main',
  'nav',
  'ul',
  'ol',
  'li',
  'form',
  'fieldset',
  'p',
  'dl',
  'dt',
  'dd',
  'figure',
] as const;

export type BoxElement = (typeof boxElements)[number];

type NativeProps = Omit<HTMLAttributes<HTMLElement>, 'className' | 'style' | keyof Sprinkles>;

export type BoxProps = Sprinkles &
  NativeProps & {
    /** The element to render; `div` by default. */
    as?: BoxElement;
    children?: ReactNode;
    ref?: Ref<HTMLElement>;
  };

/** Splits sprinkles props from the rest, so both can be spread where they belong. */
export function splitSprinkles<P extends object>(props: P) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  return { atoms: atoms as Sprinkles, rest: rest as Omit<P, keyof Sprinkles> };
}

/**
 * The layout primitive: spacing, flex and grid through the theme's sprinkles, with responsive
 * values (`padding={{ mobile: 'md', desktop: 'xl' }}`). No `className` or `style`: the kit's
 * components own their looks.
 */
export function Box({ as = 'div', ref, ...props }: BoxProps) {
  const { atoms, rest } = splitSprinkles(props);
  return createElement(as, { ...rest, ref, className: sprinkles(atoms) || undefined });
}
