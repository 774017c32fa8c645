import type { ReactNode } from 'react';
import {
  text,
  type textAligns,
  type textSizes,
  type textTones,
  type textWeights,
  truncate as truncateClass,
} from './Text.css';

export const textElements = [
  'span',
  'p',
  'div',
  'label',
  'strong',
  'em',
  'small',
  'time',
  'dt',
  'dd',
] as const;

export interface TextProps {
  size?: (typeof textSizes)[number];
  tone?: (typeof textTones)[number];
  weight?: (typeof textWeights)[number];
  align?: (typeof textAligns)[number];
  /** Cut to one line with an ellipsis. */
  truncate?: boolean;
  /** Digits of equal width, for figures in columns. */
  tabularNums?: boolean;
  /** `span` by default. */
  as?: (typeof textElements)[number];
  id?: string;
  htmlFor?: string;
  dateTime?: string;
  title?: string;
  children?: ReactNode;
}

/** Body text in the type scale. */
export function Text({
  size,
  tone,
  weight,
  align,
  truncate = false,
  tabularNums = false,
  as: Element = 'span',
  children,
  ...rest
}: TextProps) {
  const className = [text({ size, tone, weight, align, tabularNums }), truncate && truncateClass]
    .filter(Boolean)
    .join(' ');
  return (
    <Element className={className} {...rest}>
      {children}
    </Element>
  );
}
