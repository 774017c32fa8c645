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

const [titleStart, titleEnd] = splitTitle(HERO.title);

/** 'Smart Laundry Made Simple' → the accent falls on the last two words. */
function splitTitle(title: string): [string, string] {
  const words = title.split(' ');
  return [words.slice(0, -2).join(' '), words.slice(-2).join(' ')];
}

export function Hero({ campaign, phone, onRegister, onRegisterIntent }: HeroProps) {
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
            {titleStart}{' '}
            <span className={styles.titleAccent}>
              {titleEnd}
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
          <p className={styles.tagline}>{HERO.tagline}</p>
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
                Call to order
              </a>
            ) : null}
          </div>
          <ul className={styles.trust} aria-label="Why students pick us">
            <li className={styles.trustItem}>
              <MapPin aria-hidden size={16} className={styles.trustIcon} />
              300&nbsp;m from campus
            </li>
            <li className={styles.trustItem}>
              <Timer aria-hidden size={16} className={styles.trustIcon} />
              24-hour express
            </li>
            <li className={styles.trustItem}>
              <Users aria-hidden size={16} className={styles.trustIcon} />
              500+ happy customers
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
              <span className={styles.floatTitle}>Free pickup</span>
              <br />
              <span className={styles.floatText}>when you call or message</span>
            </span>
          </div>
          <div className={`${styles.floatCard} ${styles.floatBottom}`} aria-hidden="true">
            <span className={`${styles.floatIcon} ${styles.floatIconAmber}`}>
              <Timer size={18} />
            </span>
            <span>
              <span className={styles.floatTitle}>Ready in 24 hrs</span>
              <br />
              <span className={styles.floatText}>express service</span>
            </span>
          </div>
        </div>
      </div>
    </section>
  );
}
