import { STUDENT_DISCOUNT_PERCENT } from '@laundry/domain';
import { media, useMediaQuery } from '@laundry/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { ServiceArt } from '../art/ServiceArt';
import type { LandingCampaign } from '../campaign';
import { SERVICES } from '../content';
import { ctaClass } from '../cta';
import { container, eyebrow, lead, section, sectionHeader, sectionTitle } from '../landing.css';
import { scrollToSection } from '../scrollToSection';
import * as styles from './Services.css';

export interface ServicesProps {
  campaign: LandingCampaign;
  onRegister: () => void;
  onRegisterIntent?: () => void;
}

/**
 * The three services (spec part 1 §2 'Services'): on a desktop an expanding panel (the hovered,
 * focused or chosen service opens), on smaller screens a grid of cards; then the register call
 * to action.
 */
export function Services({ campaign, onRegister, onRegisterIntent }: ServicesProps) {
  const { i18n, t } = useLingui();
  const isDesktop = useMediaQuery(media.desktop);
  const [active, setActive] = useState(0);

  return (
    <section id="services" className={section} aria-labelledby="services-title">
      <div className={container}>
        <div className={sectionHeader}>
          <span className={eyebrow}>
            <Trans>Our services</Trans>
          </span>
          <h2 id="services-title" className={sectionTitle}>
            <Trans>Fresh clothes, three ways</Trans>
          </h2>
          <p className={lead}>
            <Trans>
              From the weekly wash to your interview blazer, handed back clean, fresh and neatly
              folded.
            </Trans>
          </p>
        </div>

        <ul className={styles.panels} data-layout={isDesktop ? 'panels' : 'grid'}>
          {SERVICES.map((service, index) => {
            const isActive = index === active;
            const title = i18n._(service.title);
            const detailId = `service-${service.id}`;
            const number = String(index + 1).padStart(2, '0');
            return (
              <li
                key={service.id}
                className={`${styles.panel} ${styles.panelTone[service.image]}`}
                data-active={isActive ? '' : undefined}
                onMouseEnter={isDesktop ? () => setActive(index) : undefined}
              >
                <div className={styles.art}>
                  <ServiceArt name={service.image} />
                </div>
                <div className={styles.body}>
                  <h3 className={styles.title}>
                    {isDesktop ? (
                      <button
                        type="button"
                        className={styles.toggle}
                        aria-expanded={isActive}
                        aria-controls={detailId}
                        onClick={() => setActive(index)}
                        onFocus={() => setActive(index)}
                      >
                        <span className={styles.number} aria-hidden="true">
                          {number}
                        </span>
                        {title}
                      </button>
                    ) : (
                      title
                    )}
                  </h3>
                  <div id={detailId} className={styles.detail} inert={isDesktop && !isActive}>
                    <p className={styles.description}>{i18n._(service.description)}</p>
                    <ul className={styles.highlights} aria-label={t`${title} includes`}>
                      {service.highlights.map((highlight) => (
                        <li key={highlight.id} className={styles.highlight}>
                          {i18n._(highlight)}
                        </li>
                      ))}
                    </ul>
                    <a
                      href={service.link}
                      className={styles.orderLink}
                      onClick={(event) => {
                        if (scrollToSection(service.link.slice(1))) event.preventDefault();
                      }}
                    >
                      <Trans>Order {title}</Trans>
                      <ArrowRight aria-hidden size={18} />
                    </a>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>

        <div className={styles.band}>
          <div>
            <h3 className={styles.bandTitle}>
              {campaign.active
                ? t`Register today, get ${campaign.config.discount}% off your first order`
                : t`Register once, save on every visit`}
            </h3>
            <p className={styles.bandText}>
              <Trans>
                It takes a minute and no password. Registered students save{' '}
                {STUDENT_DISCOUNT_PERCENT}% on every order.
              </Trans>
            </p>
          </div>
          <button
            type="button"
            className={ctaClass({ tone: 'accent', size: 'lg' })}
            onClick={onRegister}
            onPointerEnter={onRegisterIntent}
            onFocus={onRegisterIntent}
          >
            {campaign.buttonText}
            <ArrowRight aria-hidden size={20} />
          </button>
        </div>
      </div>
    </section>
  );
}
