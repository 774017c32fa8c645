import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, MapPin, PartyPopper, Phone, Timer, Truck, Users } from 'lucide-react';
import { HeroArt } from '../art/HeroArt';
import type { LandingCampaign } from '../campaign';
import { telHref } from '../contactLinks';
import { HERO } from '../content';
import { ctaClass } from '../cta';
import { container } from '../landing.css';
import * as styles from './Hero.css';

export interface HeroProps {
  campaign: LandingCampaign;
  phone: string | undefined;
  onRegister: () => void;
  onRegisterIntent?: () => void;
}

export function Hero({ campaign, phone, onRegister, onRegisterIntent }: HeroProps) {
  const { i18n, t } = useLingui();
  return (
    <section id="home" className={styles.hero} aria-labelledby="home-title">
      <div className={`${container} ${styles.grid}`}>
        <div className={styles.copy}>
          {campaign.announcement ? (
            <p className={styles.announcement}>
              <span className={styles.announcementIcon} aria-hidden="true">
                <PartyPopper size={16} strokeWidth={2.4} />
              </span>
              {campaign.announcement}
            </p>
          ) : null}
          <h1 id="home-title" className={styles.title}>
            {i18n._(HERO.titleStart)}{' '}
            <span className={styles.titleAccent}>
              {i18n._(HERO.titleAccent)}
              <svg
                className={styles.underline}
                viewBox="0 0 200 12"
                preserveAspectRatio="none"
                aria-hidden="true"
              >
                <path
                  d="M2 9c40-6 90-8 196-3"
                  stroke="currentColor"
                  strokeWidth="5"
                  fill="none"
                  strokeLinecap="round"
                />
              </svg>
            </span>
          </h1>
          <p className={styles.tagline}>{i18n._(HERO.tagline)}</p>
          <div className={styles.actions}>
            <button
              type="button"
              className={ctaClass({ tone: 'primary', size: 'lg' })}
              onClick={onRegister}
              onPointerEnter={onRegisterIntent}
              onFocus={onRegisterIntent}
            >
              {campaign.buttonText}
              <ArrowRight aria-hidden size={20} />
            </button>
            {phone ? (
              <a href={telHref(phone)} className={ctaClass({ tone: 'outline', size: 'lg' })}>
                <Phone aria-hidden size={18} />
                <Trans>Call to order</Trans>
              </a>
            ) : null}
          </div>
          <ul className={styles.trust} aria-label={t`Why students pick us`}>
            <li className={styles.trustItem}>
              <MapPin aria-hidden size={16} className={styles.trustIcon} />
              <Trans>300 m from campus</Trans>
            </li>
            <li className={styles.trustItem}>
              <Timer aria-hidden size={16} className={styles.trustIcon} />
              <Trans>24-hour express</Trans>
            </li>
            <li className={styles.trustItem}>
              <Users aria-hidden size={16} className={styles.trustIcon} />
              <Trans>500+ happy customers</Trans>
            </li>
          </ul>
        </div>

        <div className={styles.art}>
          <HeroArt />
          <div className={`${styles.floatCard} ${styles.floatTop}`} aria-hidden="true">
            <span className={`${styles.floatIcon} ${styles.floatIconTeal}`}>
              <Truck size={18} />
            </span>
            <span>
              <span className={styles.floatTitle}>
                <Trans>Free pickup</Trans>
              </span>
              <br />
              <span className={styles.floatText}>
                <Trans>when you call or message</Trans>
              </span>
            </span>
          </div>
          <div className={`${styles.floatCard} ${styles.floatBottom}`} aria-hidden="true">
            <span className={`${styles.floatIcon} ${styles.floatIconAmber}`}>
              <Timer size={18} />
            </span>
            <span>
              <span className={styles.floatTitle}>
                <Trans>Ready in 24 hrs</Trans>
              </span>
              <br />
              <span className={styles.floatText}>
                <Trans>express service</Trans>
              </span>
            </span>
          </div>
        </div>
      </div>
    </section>
  );
}
