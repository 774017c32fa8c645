import {
  formatCurrency,
  formatDay,
  formatLongDateTime,
  formatPhone,
  type PublicTracking,
} from '@laundry/domain';
import { type Ref, useId } from 'react';
import { mailtoHref, telHref, whatsappHref } from '../landing';
import * as styles from './track.css';

/**
 * A found order on /track: its status and express mark, the expected ready date, the balance due,
 * the timeline in the shop's time zone, and the shop's contact buttons. Focusable (`ref`), so the
 * page can move the focus to it when it appears.
 */
export function TrackingResult({
  tracking,
  timeZone,
  ref,
}: {
  tracking: PublicTracking;
  timeZone: string;
  ref: Ref<HTMLElement>;
}) {
  const { shop } = tracking;
  const headingId = useId();
  return (
    <section ref={ref} tabIndex={-1} className={styles.card} aria-labelledby={headingId}>
      <p className={styles.lead}>Order {tracking.orderNumber}</p>
      <h2 id={headingId} className={styles.status}>
        {tracking.statusLabel}
      </h2>
      {tracking.isExpress ? <span className={styles.express}>EXPRESS</span> : null}
      <dl className={styles.facts}>
        {tracking.expectedReadyDate ? (
          <div className={styles.fact}>
            <dt>Expected ready</dt>
            <dd>{formatDay(tracking.expectedReadyDate)}</dd>
          </div>
        ) : null}
        <div className={styles.fact}>
          <dt>Balance due</dt>
          <dd>
            {tracking.balanceDue > 0 ? formatCurrency(tracking.balanceDue) : 'Nothing to pay'}
          </dd>
        </div>
      </dl>
      <h3 className={styles.subheading}>Progress</h3>
      <ol className={styles.timeline}>
        {tracking.timeline.map((step) => (
          <li
            key={step.key}
            className={styles.step}
            aria-current={step.state === 'current' ? 'step' : undefined}
          >
            <span className={styles.dot[step.state]} aria-hidden="true" />
            <span className={styles.stepLabel[step.state]}>
              {step.label}
              <span className={styles.stepTime}>
                {step.at
                  ? formatLongDateTime(step.at, timeZone)
                  : step.state === 'upcoming'
                    ? 'Not yet'
                    : ''}
              </span>
            </span>
          </li>
        ))}
      </ol>
      <h3 className={styles.subheading}>Questions? Contact {shop.name}</h3>
      <div className={styles.contacts}>
        <a className={styles.contact} href={telHref(shop.phone)}>
          Call {formatPhone(shop.phone)}
        </a>
        <a
          className={styles.contact}
          href={whatsappHref(shop.phone, `Hi! About my order ${tracking.orderNumber}`)}
        >
          WhatsApp
        </a>
        <a
          className={styles.contact}
          href={mailtoHref(shop.email, `Order ${tracking.orderNumber}`)}
        >
          E-mail
        </a>
      </div>
    </section>
  );
}
