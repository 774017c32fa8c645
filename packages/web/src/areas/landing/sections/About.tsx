import { Trans, useLingui } from '@lingui/react/macro';
import { Check } from 'lucide-react';
import { STATS } from '../content';
import { container, eyebrow, lead, section, sectionTinted, sectionTitle } from '../landing.css';
import * as styles from './About.css';

const tones = ['teal', 'amber', 'coral', 'blue'] as const;

export function About({ businessName }: { businessName: string }) {
  const { i18n, t } = useLingui();
  return (
    <section id="about" className={`${section} ${sectionTinted}`} aria-labelledby="about-title">
      <div className={`${container} ${styles.grid}`}>
        <div className={styles.copy}>
          <span className={eyebrow}>
            <Trans>About us</Trans>
          </span>
          <h2 id="about-title" className={sectionTitle}>
            <Trans>Laundry day, sorted. Right next to campus.</Trans>
          </h2>
          <p className={lead}>
            {businessName ? (
              <Trans>
                {businessName} is the laundry students and young professionals around the campus
                rely on: a short walk away, fairly priced, and careful with every piece. Drop your
                bag off between lectures, or call and we will pick it up.
              </Trans>
            ) : (
              <Trans>
                We are the laundry students and young professionals around the campus rely on: a
                short walk away, fairly priced, and careful with every piece. Drop your bag off
                between lectures, or call and we will pick it up.
              </Trans>
            )}
          </p>
          <ul className={styles.points}>
            {[
              t`Order by phone, message or walk in`,
              t`Every order tracked in our POS, with a receipt`,
              t`Free rewash if anything is not right`,
            ].map((point) => (
              <li key={point} className={styles.point}>
                <span className={styles.pointIcon} aria-hidden="true">
                  <Check size={14} strokeWidth={3} />
                </span>
                {point}
              </li>
            ))}
          </ul>
        </div>
        <ul className={styles.stats} aria-label={t`In numbers`}>
          {STATS.map((stat, index) => (
            <li
              key={stat.label.id}
              className={`${styles.stat} ${styles.statTone[tones[index % 4] ?? 'teal']}`}
            >
              <span className={styles.statValue}>{i18n._(stat.value)}</span>
              <span className={styles.statLabel}>{i18n._(stat.label)}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
