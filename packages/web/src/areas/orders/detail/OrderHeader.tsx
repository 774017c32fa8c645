import {
  formatCurrency,
  formatLongDateTime,
  ORDER_PHASE_DESCRIPTIONS,
  ORDER_PHASE_LABELS,
  ORDER_PHASE_TONES,
  type Order,
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
import * as styles from './OrderDetailPage.css';

/** The detail page's header (spec part 2 §2.6): who, what state, what is owed, how far along. */
export function OrderHeader({ order, actions }: { order: Order; actions: ReactNode }) {
  const timeZone = useBusinessTimeZone();
  const phase = orderPhaseOf(order.orderPhase);
  const progress = orderProgress(order);
  return (
    <>
      <Link to="/orders" className={styles.back}>
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
            <p className={styles.mutedText}>{ORDER_PHASE_DESCRIPTIONS[phase]}</p>
            {order.balanceAmount > 0 ? (
              <p className={styles.balanceDue}>
                Balance Due: {formatCurrency(order.balanceAmount)}
              </p>
            ) : (
              <p className={styles.fullyPaid}>✓ Fully Paid</p>
            )}
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
