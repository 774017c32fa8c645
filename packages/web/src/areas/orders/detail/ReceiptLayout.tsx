import type { ReactNode } from 'react';
import { PrintOnly } from '../print/PrintOnly';
import * as styles from './Receipt.css';
import type { ReceiptExtras } from './receiptModel';

export function ReceiptRow({
  term,
  detail,
  strong,
}: {
  term: string;
  detail: string;
  strong?: boolean;
}) {
  return (
    <div className={strong ? `${styles.row} ${styles.strongRow}` : styles.row}>
      <dt>{term}</dt>
      <dd>{detail}</dd>
    </div>
  );
}

/**
 * The frame every receipt shares (the order's and a refund's): the shop's name and contacts on
 * top, the receipt's own body, and its closing lines under a rule.
 */
export function ReceiptLayout({
  label,
  business,
  footer,
  children,
}: {
  /** The article's accessible name ('Receipt ORD-000123'). */
  label: string;
  business: ReceiptExtras['business'];
  footer: readonly string[];
  children: ReactNode;
}) {
  return (
    <article className={styles.receipt} aria-label={label}>
      <header className={styles.centre}>
        <p className={styles.businessName}>{business.name}</p>
        <p className={styles.small}>{business.address}</p>
        <p className={styles.small}>
          {business.phone} · {business.email}
        </p>
      </header>
      <hr className={styles.rule} />
      {children}
      <hr className={styles.rule} />
      <footer className={styles.centre}>
        {footer.map((line) => (
          <p key={line} className={styles.small}>
            {line}
          </p>
        ))}
      </footer>
    </article>
  );
}

/**
 * A receipt again, outside the app, for paper only: printing shows just this. `@page` lets the
 * printer's paper decide the size (80 mm roll or A4) with a small margin.
 */
export function PrintableReceipt({ children }: { children: ReactNode }) {
  return (
    <PrintOnly page="size: auto; margin: 4mm;" testId="print-receipt">
      {children}
    </PrintOnly>
  );
}
