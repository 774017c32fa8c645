import type { ReactNode } from 'react';
import { Box, type BoxElement } from '../Box/Box';
import type { Sprinkles } from '../theme/sprinkles.css';

export const stackAligns = ['stretch', 'start', 'center', 'end'] as const;
export type StackAlign = (typeof stackAligns)[number];

const alignItems = {
  stretch: 'stretch',
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
} as const;

export interface StackProps {
  /** Space between children (responsive). */
  gap?: Sprinkles['gap'];
  /** Cross-axis alignment of children; `stretch` by default. */
  align?: StackAlign;
  as?: BoxElement;
  id?: string;
  role?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  children?: ReactNode;
}

/** Children one under the other, evenly spaced. */
export function Stack({
  gap = 'md',
  align = 'stretch',
  as = 'div',
  children,
  ...rest
}: StackProps) {
  return (
    <Box
      as={as}
      display="flex"
      flexDirection="column"
      gap={gap}
      alignItems={alignItems[align]}
      minWidth={0}
      {...rest}
    >
      {children}
    </Box>
  );
}
