import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { printRoot } from '../detail/Receipt.css';

/**
 * Something for paper only, outside the app: while it is mounted, printing shows just this (the
 * receipt's print root). `page` is the `@page` rule: the paper's size and margins.
 */
export function PrintOnly({
  page,
  testId,
  children,
}: {
  page: string;
  testId: string;
  children: ReactNode;
}) {
  return createPortal(
    <div className={printRoot} data-testid={testId} aria-hidden="true">
      <style>{`@page { ${page} }`}</style>
      {children}
    </div>,
    document.body,
  );
}
