import {
  formatCurrency,
  formatCustomerDateTime,
  formatCustomerDay,
  formatPhone,
  isLanguage,
  type PublicTracking,
} from '@laundry/domain';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { type Ref, useId } from 'react';
import { mailtoHref, telHref, whatsappHref } from '../landing';
import * as styles from './track.css';
import { stageWords, statusWords } from './trackingWords';

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
  const { i18n, t } = useLingui();
  const language = isLanguage(i18n.locale) ? i18n.locale : 'en';
  const { shop } = tracking;
  const headingId = useId();
  const orderNumber = tracking.orderNumber;
  const stepsDone = tracking.timeline.filter((step) => step.state === 'done').length;
  return (
    <section ref={ref} tabIndex={-1} className={styles.card} aria-labelledby={headingId}>
      <p className={styles.lead}>
        <Trans>Order {orderNumber}</Trans>
      </p>
      <h2 id={headingId} className={styles.status}>
        {statusWords(i18n, tracking.status, tracking.statusLabel)}
      </h2>
      {tracking.isExpress ? (
        <span className={styles.express}>
          <Trans>EXPRESS</Trans>
        </span>
      ) : null}
      <dl className={styles.facts}>
        {tracking.expectedReadyDate ? (
          <div className={styles.fact}>
            <dt>
              <Trans>Expected ready</Trans>
            </dt>
            <dd>{formatCustomerDay(tracking.expectedReadyDate, language)}</dd>
          </div>
        ) : null}
        <div className={styles.fact}>
          <dt>
            <Trans>Balance due</Trans>
          </dt>
          <dd>
            {tracking.balanceDue > 0
              ? formatCurrency(tracking.balanceDue, { language })
              : t`Nothing to pay`}
          </dd>
        </div>
      </dl>
      <h3 className={styles.subheading}>
        <Trans>Progress</Trans>
      </h3>
      <p className={styles.hint}>
        <Plural value={stepsDone} one="# step done" other="# steps done" />
      </p>
      <ol className={styles.timeline}>
        {tracking.timeline.map((step) => (
          <li
            key={step.key}
            className={styles.step}
            aria-current={step.state === 'current' ? 'step' : undefined}
          >
            <span className={styles.dot[step.state]} aria-hidden="true" />
            <span className={styles.stepLabel[step.state]}>
              {stageWords(i18n, step.key, step.label)}
              <span className={styles.stepTime}>
                {step.at
                  ? formatCustomerDateTime(step.at, timeZone, language)
                  : step.state === 'upcoming'
                    ? t`Not yet`
                    : ''}
              </span>
            </span>
          </li>
        ))}
      </ol>
      <h3 className={styles.subheading}>
        <Trans>Questions? Contact {shop.name}</Trans>
      </h3>
      <div className={styles.contacts}>
        <a className={styles.contact} href={telHref(shop.phone)}>
          <Trans>Call {formatPhone(shop.phone)}</Trans>
        </a>
        <a
          className={styles.contact}
          href={whatsappHref(shop.phone, t`Hi! About my order ${orderNumber}`)}
        >
          WhatsApp
        </a>
        <a className={styles.contact} href={mailtoHref(shop.email, t`Order ${orderNumber}`)}>
          <Trans>E-mail</Trans>
        </a>
      </div>
    </section>
  );
}
