import type { ReactNode } from 'react';
import { Box, type BoxElement } from '../Box/Box';
import type { Sprinkles } from '../theme/sprinkles.css';

export const inlineAligns = ['start', 'center', 'end', 'baseline', 'stretch'] as const;
export type InlineAlign = (typeof inlineAligns)[number];
export const inlineJustifies = ['start', 'center', 'end', 'between'] as const;
export type InlineJustify = (typeof inlineJustifies)[number];

const alignItems = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  baseline: 'baseline',
  stretch: 'stretch',
} as const;

const justifyContent = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  between: 'space-between',
} as const;

export interface InlineProps {
  /** Space between children (responsive). */
  gap?: Sprinkles['gap'];
  /** Cross-axis alignment; `center` by default. */
  align?: InlineAlign;
  justify?: InlineJustify;
  /** Wrap onto further lines when there is no room; `true` by default. */
  wrap?: boolean;
  /** Below this width the children stack vertically instead. */
  collapseBelow?: 'tablet' | 'desktop';
  as?: BoxElement;
  id?: string;
  role?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  children?: ReactNode;
}

/** Children side by side, wrapping, evenly spaced. */
export function Inline({
  gap = 'sm',
  align = 'center',
  justify = 'start',
  wrap = true,
  collapseBelow,
  as = 'div',
  children,
  ...rest
}: InlineProps) {
  const flexDirection =
    collapseBelow === 'tablet'
      ? ({ mobile: 'column', tablet: 'row' } as const)
      : collapseBelow === 'desktop'
        ? ({ mobile: 'column', desktop: 'row' } as const)
        : 'row';
  const collapsedAlign =
    collapseBelow === 'tablet'
      ? ({ mobile: 'stretch', tablet: alignItems[align] } as const)
      : collapseBelow === 'desktop'
        ? ({ mobile: 'stretch', desktop: alignItems[align] } as const)
        : alignItems[align];
  return (
    <Box
      as={as}
      display="flex"
      flexDirection={flexDirection}
      flexWrap={wrap ? 'wrap' : 'nowrap'}
      gap={gap}
      alignItems={collapsedAlign}
      justifyContent={justifyContent[justify]}
      minWidth={0}
      {...rest}
    >
      {children}
    </Box>
  );
}
