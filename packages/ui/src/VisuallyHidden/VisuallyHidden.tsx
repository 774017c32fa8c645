import { VisuallyHidden as RadixVisuallyHidden } from 'radix-ui';
import type { ReactNode } from 'react';

/** Content for screen readers only. */
export function VisuallyHidden({ children, id }: { children: ReactNode; id?: string }) {
  return <RadixVisuallyHidden.Root id={id}>{children}</RadixVisuallyHidden.Root>;
}
