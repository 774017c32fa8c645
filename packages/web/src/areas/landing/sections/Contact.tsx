import { formatPhone } from '@laundry/domain';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ArrowRight,
  Clock,
  ExternalLink,
  Mail,
  MapPin,
  MessageCircle,
  Phone,
  Store,
} from 'lucide-react';
import { MapArt } from '../art/MapArt';
import { FacebookIcon, InstagramIcon, WhatsAppIcon } from '../art/SocialIcons';
import { mailtoHref, mapHref, socialLinks, telHref, whatsappHref } from '../contactLinks';
import { EMAIL_REPLY, WORKING_HOURS } from '../content';
import { ctaClass } from '../cta';
import {
  container,
  eyebrow,
  lead,
  section,
  sectionHeader,
  sectionTinted,
  sectionTitle,
} from '../landing.css';
import { scrollToSection } from '../scrollToSection';
import * as styles from './Contact.css';

export interface Business {
  name: string;
  address: string;
  phone: string;
  email: string;
}

export const ORDER_MESSAGE = msg`Hi! I would like to place a laundry order. Could you arrange a pickup?`;

/**
 * Contact and order (spec part 1 §2, anchor 'contact'): the three ways to order, the four info
 * cards, social links, the map and the call/message button.
 */
export function Contact({ business }: { business: Business }) {
  const { i18n, t } = useLingui();
  const phone = formatPhone(business.phone);
  const whatsapp = whatsappHref(business.phone, i18n._(ORDER_MESSAGE));
  const social = socialLinks(business.name);

  return (
    <section id="contact" className={`${section} ${sectionTinted}`} aria-labelledby="contact-title">
      <div className={container}>
        <div className={sectionHeader}>
          <span className={eyebrow}>
            <Trans>Contact &amp; order</Trans>
          </span>
          <h2 id="contact-title" className={sectionTitle}>
            <Trans>Order your way</Trans>
          </h2>
          <p className={lead}>
            <Trans>
              Call, send a message or walk in. When you order by call or message, pickup is free.
            </Trans>
          </p>
        </div>

        <ol className={styles.ways} aria-label={t`Three ways to order`}>
          <li className={styles.way}>
            <span className={`${styles.wayIcon} ${styles.wayTone.call}`} aria-hidden="true">
              <Phone size={26} />
            </span>
            <h3 className={styles.wayTitle}>
              <Trans>Call us</Trans>
            </h3>
            <p className={styles.wayText}>
              <Trans>Tell us what you have and when to collect it. We pick it up for free.</Trans>
            </p>
            <a className={styles.textLink} href={telHref(business.phone)}>
              <Trans>Call {phone}</Trans>
              <ArrowRight aria-hidden size={16} />
            </a>
          </li>
          <li className={styles.way}>
            <span className={`${styles.wayIcon} ${styles.wayTone.message}`} aria-hidden="true">
              <MessageCircle size={26} />
            </span>
            <h3 className={styles.wayTitle}>
              <Trans>Message us</Trans>
            </h3>
            <p className={styles.wayText}>
              <Trans>Send your order on WhatsApp. We confirm it and arrange a free pickup.</Trans>
            </p>
            <a className={styles.textLink} href={whatsapp} target="_blank" rel="noreferrer">
              <Trans>Message on WhatsApp</Trans>
              <ArrowRight aria-hidden size={16} />
            </a>
          </li>
          <li className={styles.way}>
            <span className={`${styles.wayIcon} ${styles.wayTone.walk}`} aria-hidden="true">
              <Store size={26} />
            </span>
            <h3 className={styles.wayTitle}>
              <Trans>Walk in</Trans>
            </h3>
            <p className={styles.wayText}>
              <Trans>
                Drop your bag at the counter on the way to lectures, about 300&nbsp;m from campus.
              </Trans>
            </p>
            <a
              className={styles.textLink}
              href={mapHref(business.address)}
              target="_blank"
              rel="noreferrer"
            >
              <Trans>Get directions</Trans>
              <ArrowRight aria-hidden size={16} />
            </a>
          </li>
        </ol>

        <div className={styles.layout}>
          <div className={styles.infoColumn}>
            <ul className={styles.infoGrid} aria-label={t`Contact details`}>
              <li className={styles.info}>
                <div className={styles.infoHead}>
                  <span className={styles.infoIcon} aria-hidden="true">
                    <MapPin size={18} />
                  </span>
                  <h3 className={styles.infoTitle}>
                    <Trans>Location</Trans>
                  </h3>
                </div>
                <p className={styles.infoValue}>{business.address}</p>
                <button
                  type="button"
                  className={styles.textLink}
                  onClick={() => scrollToSection('location-map')}
                >
                  <Trans>Show on the map</Trans>
                  <ArrowRight aria-hidden size={16} />
                </button>
              </li>
              <li className={styles.info}>
                <div className={styles.infoHead}>
                  <span className={styles.infoIcon} aria-hidden="true">
                    <Phone size={18} />
                  </span>
                  <h3 className={styles.infoTitle}>
                    <Trans>Phone</Trans>
                  </h3>
                </div>
                <p className={styles.infoValue}>{phone}</p>
                <a className={styles.textLink} href={telHref(business.phone)}>
                  <Trans>Call now</Trans>
                  <ArrowRight aria-hidden size={16} />
                </a>
              </li>
              <li className={styles.info}>
                <div className={styles.infoHead}>
                  <span className={styles.infoIcon} aria-hidden="true">
                    <Mail size={18} />
                  </span>
                  <h3 className={styles.infoTitle}>
                    <Trans>Email</Trans>
                  </h3>
                </div>
                <p className={styles.infoValue}>{business.email}</p>
                <p className={styles.infoNote}>{i18n._(EMAIL_REPLY)}</p>
                <a className={styles.textLink} href={mailtoHref(business.email)}>
                  <Trans>Send an email</Trans>
                  <ArrowRight aria-hidden size={16} />
                </a>
              </li>
              <li className={styles.info}>
                <div className={styles.infoHead}>
                  <span className={styles.infoIcon} aria-hidden="true">
                    <Clock size={18} />
                  </span>
                  <h3 className={styles.infoTitle}>
                    <Trans>Working hours</Trans>
                  </h3>
                </div>
                <dl className={styles.hours}>
                  {WORKING_HOURS.map((row) => (
                    <div key={row.days.id} className={styles.hoursRow}>
                      <dt className={styles.hoursDay}>{i18n._(row.days)}</dt>
                      <dd className={styles.hoursTime}>{i18n._(row.hours)}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            </ul>

            <div className={styles.social}>
              <span className={styles.socialLabel}>
                <Trans>Follow us</Trans>
              </span>
              <a
                className={styles.socialLink}
                href={social.facebook}
                target="_blank"
                rel="noreferrer"
                aria-label="Facebook"
              >
                <FacebookIcon />
              </a>
              <a
                className={styles.socialLink}
                href={social.instagram}
                target="_blank"
                rel="noreferrer"
                aria-label="Instagram"
              >
                <InstagramIcon />
              </a>
              <a
                className={styles.socialLink}
                href={whatsappHref(business.phone)}
                target="_blank"
                rel="noreferrer"
                aria-label="WhatsApp"
              >
                <WhatsAppIcon />
              </a>
            </div>
          </div>

          <div className={styles.mapColumn}>
            <figure
              id="location-map"
              className={styles.map}
              aria-label={t`Map: ${business.name}, about 300 m from campus`}
            >
              <div className={styles.mapArt}>
                <MapArt />
              </div>
              <figcaption className={styles.mapCaption}>
                <span className={styles.mapPlace}>
                  <MapPin aria-hidden size={18} color="#0d6e66" />
                  <span>
                    <span className={styles.mapName}>{business.name}</span>
                    <br />
                    <span className={styles.mapAddress}>{business.address}</span>
                  </span>
                </span>
                <a
                  className={styles.textLink}
                  href={mapHref(business.address)}
                  target="_blank"
                  rel="noreferrer"
                >
                  <Trans>Open in OpenStreetMap</Trans>
                  <ExternalLink aria-hidden size={15} />
                </a>
              </figcaption>
            </figure>
          </div>
        </div>

        <div className={styles.orderPanel}>
          <div>
            <p className={styles.orderTitle}>
              <Trans>Ready to order?</Trans>
            </p>
            <p className={styles.orderText}>
              <Trans>Call or message: free pickup in the campus area.</Trans>
            </p>
          </div>
          <div className={styles.orderButtons}>
            <a className={ctaClass({ tone: 'accent' })} href={telHref(business.phone)}>
              <Phone aria-hidden size={18} />
              <Trans>Call to order</Trans>
            </a>
            <a
              className={ctaClass({ tone: 'light' })}
              href={whatsapp}
              target="_blank"
              rel="noreferrer"
            >
              <MessageCircle aria-hidden size={18} />
              <Trans>Message to order</Trans>
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
