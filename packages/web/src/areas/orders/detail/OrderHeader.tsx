import {
  formatCurrency,
  formatLongDateTime,
  ORDER_PHASE_LABELS,
  ORDER_PHASE_TONES,
  type Order,
  orderBalanceLine,
  orderPhaseDescription,
  orderPhaseOf,
  orderProgress,
  orderStatusLabel,
  orderStatusTone,
} from '@laundry/domain';
import { Badge, Heading, ProgressBar } from '@laundry/ui';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useBusinessTimeZone } from '../../../app/businessTimeZone';
import * as page from '../../../app/pages/page.css';
import * as styles from './OrderDetailPage.css';

/** The detail page's header (spec part 2 §2.6): who, what state, what is owed, how far along. */
export function OrderHeader({ order, actions }: { order: Order; actions: ReactNode }) {
  const timeZone = useBusinessTimeZone();
  const phase = orderPhaseOf(order.orderPhase);
  const progress = orderProgress(order);
  const balance = orderBalanceLine(order);
  return (
    <>
      <Link to="/orders" className={page.back}>
        <ArrowLeft aria-hidden size={16} />
        Back to Orders
      </Link>
      <header className={styles.header}>
        <div className={styles.headerTop}>
          <div className={styles.identity}>
            <Heading level={1}>{order.orderNumber}</Heading>
            <p className={styles.mutedText}>
              Created {formatLongDateTime(order.createdAt, timeZone)}
            </p>
            <div className={styles.badges}>
              <Badge tone={ORDER_PHASE_TONES[phase]}>{ORDER_PHASE_LABELS[phase]}</Badge>
              <Badge tone={orderStatusTone(order.status)} dot>
                {orderStatusLabel(order.status)}
              </Badge>
              {order.isExpressService ? <Badge tone="purple">Express</Badge> : null}
            </div>
            <p className={styles.mutedText}>{orderPhaseDescription(order)}</p>
            {balance.kind === 'due' ? (
              <p className={styles.balanceDue}>Balance Due: {formatCurrency(balance.amount)}</p>
            ) : order.refundDueAmount > 0 ? (
              <p className={styles.balanceDue}>
                Refund Due: {formatCurrency(order.refundDueAmount)}
              </p>
            ) : balance.kind === 'paid' ? (
              <p className={styles.fullyPaid}>✓ Fully Paid</p>
            ) : null}
          </div>
          <div className={styles.actions}>{actions}</div>
        </div>
        <ProgressBar
          label="Order Progress"
          value={progress}
          valueText={`${progress}%`}
          tone={progress === 100 ? 'success' : 'primary'}
        />
      </header>
    </>
  );
}
