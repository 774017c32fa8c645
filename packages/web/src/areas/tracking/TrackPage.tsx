import {
  normalizeOrderNumber,
  type PublicTracking,
  TRACKING_TOKEN_PARAM,
  trackingMessages,
} from '@laundry/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, use, useEffect, useId, useRef, useState } from 'react';
import { PageFetchContext } from '../../app/pageConfig';
import { LanguageSwitch } from '../../i18n/LanguageSwitch';
import { PageI18n } from '../../i18n/PageI18n';
import { TrackingResult } from './TrackingResult';
import * as styles from './track.css';
import { type TrackResult, trackByPhone, trackByToken } from './trackApi';
import { useTrackConfig } from './trackConfig';
import { refusalWords } from './trackingWords';

type View =
  | { kind: 'form' }
  | { kind: 'loading' }
  | { kind: 'found'; tracking: PublicTracking }
  | { kind: 'missed'; message: string };

const viewOf = (result: TrackResult): View =>
  result.ok
    ? { kind: 'found', tracking: result.tracking }
    : { kind: 'missed', message: result.message };

interface FieldErrors {
  orderNumber?: string;
  phoneLast4?: string;
}

/**
 * /track (issue 25): a customer checks their order without calling — by the order number and the
 * last four digits of their phone, or by the link of the receipt's QR code (`?t=<token>`). Shows
 * the status timeline, the expected ready date, the balance due and the shop's contact buttons;
 * never a name, phone or address (the server answers none).
 */
export function TrackPage() {
  return (
    <PageI18n>
      <Track />
    </PageI18n>
  );
}

function Track() {
  const { i18n, t } = useLingui();
  const config = useTrackConfig();
  const business = config?.business;
  const fetchApi = use(PageFetchContext);
  const [view, setView] = useState<View>({ kind: 'form' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const resultRef = useRef<HTMLElement>(null);
  const ids = useId();

  // The receipt's link: read after hydration so the server's markup (the form) is taken over as
  // it was painted, then looked up at once.
  useEffect(() => {
    const token = new URLSearchParams(window.location.search).get(TRACKING_TOKEN_PARAM);
    if (!token) return;
    setView({ kind: 'loading' });
    void trackByToken(fetchApi, token).then((result) => setView(viewOf(result)));
  }, [fetchApi]);

  useEffect(() => {
    if (view.kind === 'found' || view.kind === 'missed') resultRef.current?.focus();
  }, [view.kind]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const orderNumber = normalizeOrderNumber(String(form.get('orderNumber') ?? ''));
    const phoneLast4 = String(form.get('phoneLast4') ?? '').trim();
    const found: FieldErrors = {
      ...(orderNumber ? {} : { orderNumber: trackingMessages.orderNumberInvalid }),
      ...(/^\d{4}$/.test(phoneLast4) ? {} : { phoneLast4: trackingMessages.phoneLast4Invalid }),
    };
    setErrors(found);
    if (!orderNumber || found.phoneLast4) return;
    setView({ kind: 'loading' });
    setView(viewOf(await trackByPhone(fetchApi, { orderNumber, phoneLast4 })));
  }

  const busy = view.kind === 'loading';
  const timeZone = business?.timeZone ?? 'Asia/Colombo';
  return (
    <div className={styles.page}>
      <title>{business?.name ? t`Track your order · ${business.name}` : t`Track your order`}</title>
      <header className={styles.header}>
        <a className={styles.shopName} href="/">
          {business?.name || t`Home`}
        </a>
        <LanguageSwitch />
      </header>
      <main className={styles.main}>
        <div>
          <h1 className={styles.title}>
            <Trans>Track your order</Trans>
          </h1>
          <p className={styles.lead}>
            <Trans>
              Enter the order number from your receipt and the last four digits of your phone.
            </Trans>
          </p>
        </div>

        {view.kind === 'loading' ? (
          <p className={styles.card} role="status">
            <Trans>Looking up your order…</Trans>
          </p>
        ) : null}
        {view.kind === 'missed' ? (
          <section ref={resultRef} tabIndex={-1} aria-label={t`Not found`}>
            <p className={styles.alert} role="alert">
              {refusalWords(i18n, view.message)}
            </p>
          </section>
        ) : null}
        {view.kind === 'found' ? (
          <TrackingResult ref={resultRef} tracking={view.tracking} timeZone={timeZone} />
        ) : null}

        <form className={styles.card} onSubmit={submit} noValidate aria-labelledby={`${ids}-form`}>
          <h2 id={`${ids}-form`} className={styles.subheading}>
            {view.kind === 'found' ? t`Track another order` : t`Find your order`}
          </h2>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${ids}-number`}>
              <Trans>Order number</Trans>
            </label>
            <input
              id={`${ids}-number`}
              className={styles.input}
              name="orderNumber"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="ORD-001234"
              aria-invalid={errors.orderNumber ? true : undefined}
              aria-describedby={errors.orderNumber ? `${ids}-number-error` : undefined}
            />
            {errors.orderNumber ? (
              <p id={`${ids}-number-error`} className={styles.fieldError}>
                {refusalWords(i18n, errors.orderNumber)}
              </p>
            ) : null}
          </div>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${ids}-phone`}>
              <Trans>Last four digits of your phone</Trans>
            </label>
            <input
              id={`${ids}-phone`}
              className={styles.input}
              name="phoneLast4"
              inputMode="numeric"
              autoComplete="off"
              maxLength={4}
              aria-invalid={errors.phoneLast4 ? true : undefined}
              aria-describedby={errors.phoneLast4 ? `${ids}-phone-error` : undefined}
            />
            {errors.phoneLast4 ? (
              <p id={`${ids}-phone-error`} className={styles.fieldError}>
                {refusalWords(i18n, errors.phoneLast4)}
              </p>
            ) : null}
          </div>
          <button className={styles.button} type="submit" disabled={busy}>
            {busy ? t`Looking up…` : t`Track order`}
          </button>
        </form>
      </main>
    </div>
  );
}
