import { formatPhone } from '@laundry/domain';
import { WashingMachine } from 'lucide-react';
import type { MouseEvent } from 'react';
import { FacebookIcon } from '../art/SocialIcons';
import { mailtoHref, socialLinks, telHref } from '../contactLinks';
import { SECTIONS, WORKING_HOURS } from '../content';
import { container } from '../landing.css';
import { scrollToSection } from '../scrollToSection';
import type { Business } from './Contact';
import * as styles from './Footer.css';

/** The footer (spec part 1 §2): the year and a social link, with the page's links and contact. */
export function Footer({ business, year }: { business: Business; year: number }) {
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
            Smart, student-friendly laundry about 300&nbsp;m from campus. Free pickup when you order
            by call or message.
          </p>
        </div>
        <nav aria-label="Footer">
          <h2 className={styles.heading}>Explore</h2>
          <ul className={styles.list}>
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <a className={styles.link} href={`#${section.id}`} onClick={go(section.id)}>
                  {section.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={styles.heading}>Visit or call</h2>
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
              <li key={row.days}>
                {row.days}: {row.hours}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className={container}>
        <div className={styles.bottom}>
          <p>
            © {year} {business.name}. All rights reserved.
          </p>
          <div className={styles.bottomLinks}>
            <a className={styles.link} href="/login">
              Staff sign in
            </a>
            <a
              className={styles.socialLink}
              href={socialLinks(business.name).facebook}
              target="_blank"
              rel="noreferrer"
              aria-label={`${business.name} on Facebook`}
            >
              <FacebookIcon />
            </a>
          </div>
        </div>
      </div>
    </footer>
  );
}
