import {
  normalizeOrderNumber,
  type PublicTracking,
  TRACKING_TOKEN_PARAM,
  trackingMessages,
} from '@laundry/domain';
import { type FormEvent, use, useEffect, useId, useRef, useState } from 'react';
import { PageFetchContext } from '../../app/pageConfig';
import { TrackingResult } from './TrackingResult';
import * as styles from './track.css';
import { type TrackResult, trackByPhone, trackByToken } from './trackApi';
import { useTrackConfig } from './trackConfig';

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
      <title>{business?.name ? `Track your order · ${business.name}` : 'Track your order'}</title>
      <header className={styles.header}>
        <a className={styles.shopName} href="/">
          {business?.name || 'Home'}
        </a>
      </header>
      <main className={styles.main}>
        <div>
          <h1 className={styles.title}>Track your order</h1>
          <p className={styles.lead}>
            Enter the order number from your receipt and the last four digits of your phone.
          </p>
        </div>

        {view.kind === 'loading' ? (
          <p className={styles.card} role="status">
            Looking up your order…
          </p>
        ) : null}
        {view.kind === 'missed' ? (
          <section ref={resultRef} tabIndex={-1} aria-label="Not found">
            <p className={styles.alert} role="alert">
              {view.message}
            </p>
          </section>
        ) : null}
        {view.kind === 'found' ? (
          <TrackingResult ref={resultRef} tracking={view.tracking} timeZone={timeZone} />
        ) : null}

        <form className={styles.card} onSubmit={submit} noValidate aria-labelledby={`${ids}-form`}>
          <h2 id={`${ids}-form`} className={styles.subheading}>
            {view.kind === 'found' ? 'Track another order' : 'Find your order'}
          </h2>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${ids}-number`}>
              Order number
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
                {errors.orderNumber}
              </p>
            ) : null}
          </div>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${ids}-phone`}>
              Last four digits of your phone
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
                {errors.phoneLast4}
              </p>
            ) : null}
          </div>
          <button className={styles.button} type="submit" disabled={busy}>
            {busy ? 'Looking up…' : 'Track order'}
          </button>
        </form>
      </main>
    </div>
  );
}
