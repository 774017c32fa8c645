import { formatPhone } from '@laundry/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { WashingMachine } from 'lucide-react';
import type { MouseEvent } from 'react';
import { LanguageSwitch } from '../../../i18n/LanguageSwitch';
import { FacebookIcon } from '../art/SocialIcons';
import { mailtoHref, socialLinks, telHref } from '../contactLinks';
import { SECTIONS, WORKING_HOURS } from '../content';
import { container } from '../landing.css';
import { scrollToSection } from '../scrollToSection';
import type { Business } from './Contact';
import * as styles from './Footer.css';

/** The footer (spec part 1 §2): the year and a social link, with the page's links and contact. */
export function Footer({ business, year }: { business: Business; year: number }) {
  const { i18n, t } = useLingui();
  const go = (id: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (scrollToSection(id)) event.preventDefault();
  };
  return (
    <footer className={styles.footer}>
      <div className={`${container} ${styles.grid}`}>
        <div>
          <span className={styles.brand}>
            <span className={styles.mark} aria-hidden="true">
              <WashingMachine size={20} />
            </span>
            {business.name}
          </span>
          <p className={styles.about}>
            <Trans>
              Smart, student-friendly laundry about 300&nbsp;m from campus. Free pickup when you
              order by call or message.
            </Trans>
          </p>
        </div>
        <nav aria-label={t`Footer`}>
          <h2 className={styles.heading}>
            <Trans>Explore</Trans>
          </h2>
          <ul className={styles.list}>
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <a className={styles.link} href={`#${section.id}`} onClick={go(section.id)}>
                  {i18n._(section.label)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={styles.heading}>
            <Trans>Visit or call</Trans>
          </h2>
          <ul className={styles.list}>
            <li>{business.address}</li>
            <li>
              <a className={styles.link} href={telHref(business.phone)}>
                {formatPhone(business.phone)}
              </a>
            </li>
            <li>
              <a className={styles.link} href={mailtoHref(business.email)}>
                {business.email}
              </a>
            </li>
            {WORKING_HOURS.map((row) => (
              <li key={row.days.id}>
                {i18n._(row.days)}: {i18n._(row.hours)}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className={container}>
        <div className={styles.bottom}>
          <p>
            <Trans>
              © {year} {business.name}. All rights reserved.
            </Trans>
          </p>
          <div className={styles.bottomLinks}>
            <LanguageSwitch />
            <a className={styles.link} href="/login">
              <Trans>Staff sign in</Trans>
            </a>
            <a
              className={styles.socialLink}
              href={socialLinks(business.name).facebook}
              target="_blank"
              rel="noreferrer"
              aria-label={t`${business.name} on Facebook`}
            >
              <FacebookIcon />
            </a>
          </div>
        </div>
      </div>
    </footer>
  );
}
