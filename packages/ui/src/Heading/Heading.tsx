import type { ReactNode } from 'react';
import { heading, type headingLevels, type headingTones } from './Heading.css';

export type HeadingLevel = (typeof headingLevels)[number];

export interface HeadingProps {
  /** Sets both the look and, unless `as` says otherwise, the element (`h1`–`h4`). */
  level: HeadingLevel;
  /** Renders another heading element while keeping the look of `level`. */
  as?: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'p' | 'span';
  tone?: (typeof headingTones)[number];
  truncate?: boolean;
  id?: string;
  children?: ReactNode;
}

export function Heading({ level, as, tone, truncate, children, id }: HeadingProps) {
  const Element = as ?? (`h${level}` as const);
  return (
    <Element id={id} className={heading({ level, tone, truncate })}>
      {children}
    </Element>
  );
}
