import { formatPhone } from '@laundry/domain';
import { Button, Text } from '@laundry/ui';
import { LogIn, Mail, MapPin, Phone, WashingMachine } from 'lucide-react';
import { Link } from 'react-router';
import { usePublicConfig } from '../../app/publicConfig';
import * as styles from './LandingPage.css';

/**
 * / and /landing. The customer website (campaign, services, registration) is a later release;
 * until then this page says who we are, how to reach us, and where staff sign in.
 */
export function LandingPage() {
  const config = usePublicConfig();
  const business = config.data?.business;

  return (
    <div className={styles.page}>
      <title>{business?.name ?? 'Laundry'}</title>
      <header className={styles.header}>
        <span className={styles.logo}>
          <WashingMachine aria-hidden size={22} />
          {business?.name ?? ''}
        </span>
        <Button asChild variant="secondary" size="sm" iconStart={<LogIn size={16} />}>
          <Link to="/login">Staff sign in</Link>
        </Button>
      </header>

      <main className={styles.main}>
        <div className={styles.card}>
          <div className={styles.mark}>
            <WashingMachine aria-hidden size={32} />
          </div>
          <h1 className={styles.title}>{business?.name ?? 'Welcome'}</h1>
          <Text as="p" size="lg" tone="muted" align="center">
            Our customer website is on its way. Until then, call, message or walk in to place an
            order.
          </Text>

          {business ? (
            <ul className={styles.contact}>
              {business.address ? (
                <li>
                  <MapPin aria-hidden size={18} />
                  <span>{business.address}</span>
                </li>
              ) : null}
              {business.phone ? (
                <li>
                  <Phone aria-hidden size={18} />
                  <a href={`tel:${business.phone.replace(/[^\d+]/g, '')}`}>
                    {formatPhone(business.phone)}
                  </a>
                </li>
              ) : null}
              {business.email ? (
                <li>
                  <Mail aria-hidden size={18} />
                  <a href={`mailto:${business.email}`}>{business.email}</a>
                </li>
              ) : null}
            </ul>
          ) : null}

          <Button asChild size="lg" iconStart={<LogIn size={18} />}>
            <Link to="/login">Staff sign in</Link>
          </Button>
        </div>
      </main>

      <footer className={styles.footer}>
        <Text size="sm" tone="muted">
          © {new Date().getFullYear()} {business?.name ?? ''}
        </Text>
      </footer>
    </div>
  );
}
