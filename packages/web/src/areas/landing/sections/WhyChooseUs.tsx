import { Trans, useLingui } from '@lingui/react/macro';
import {
  BadgeCheck,
  GraduationCap,
  HandHeart,
  Leaf,
  type LucideIcon,
  MapPin,
  MonitorSmartphone,
  Truck,
  Zap,
} from 'lucide-react';
import { REASONS, type ReasonIcon } from '../content';
import { container, eyebrow, lead, section, sectionHeader, sectionTitle } from '../landing.css';
import * as styles from './WhyChooseUs.css';

const icons: Record<ReasonIcon, { Icon: LucideIcon; tone: keyof typeof styles.iconTone }> = {
  truck: { Icon: Truck, tone: 'teal' },
  care: { Icon: HandHeart, tone: 'rose' },
  express: { Icon: Zap, tone: 'amber' },
  student: { Icon: GraduationCap, tone: 'indigo' },
  tracking: { Icon: MonitorSmartphone, tone: 'blue' },
  quality: { Icon: BadgeCheck, tone: 'green' },
  eco: { Icon: Leaf, tone: 'lime' },
  location: { Icon: MapPin, tone: 'coral' },
};

export function WhyChooseUs() {
  const { i18n } = useLingui();
  return (
    <section id="why-choose-us" className={section} aria-labelledby="why-title">
      <div className={container}>
        <div className={sectionHeader}>
          <span className={eyebrow}>
            <Trans>Why choose us</Trans>
          </span>
          <h2 id="why-title" className={sectionTitle}>
            <Trans>Everything a busy student needs from a laundry</Trans>
          </h2>
          <p className={lead}>
            <Trans>Less time at the machines, more time for lectures, friends and sleep.</Trans>
          </p>
        </div>
        <ul className={styles.grid}>
          {REASONS.map((reason) => {
            const { Icon, tone } = icons[reason.icon];
            return (
              <li key={reason.icon} className={styles.card}>
                <span className={`${styles.icon} ${styles.iconTone[tone]}`} aria-hidden="true">
                  <Icon size={24} strokeWidth={2.1} />
                </span>
                <h3 className={styles.title}>{i18n._(reason.title)}</h3>
                <p className={styles.text}>{i18n._(reason.text)}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
