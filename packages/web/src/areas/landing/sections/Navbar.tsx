import { useLingui } from '@lingui/react/macro';
import { ChevronRight, Menu, WashingMachine, X } from 'lucide-react';
import { type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import { LanguageSwitch } from '../../../i18n/LanguageSwitch';
import type { LandingCampaign } from '../campaign';
import { SECTIONS, type SectionId } from '../content';
import { ctaClass } from '../cta';
import { container } from '../landing.css';
import { useNavbarScroll } from '../navbarScroll';
import { scrollToSection } from '../scrollToSection';
import * as styles from './Navbar.css';

export interface NavbarProps {
  businessName: string;
  campaign: LandingCampaign;
  onRegister: () => void;
  onRegisterIntent?: () => void;
}

function OfferBadge({
  badge,
  inMenu = false,
}: {
  badge: NonNullable<LandingCampaign['navbarBadge']>;
  inMenu?: boolean;
}) {
  return (
    <span className={[styles.offer, inMenu ? styles.offerInMenu : ''].join(' ')}>
      <span className={`${styles.offerPulse} ${styles.offerPulseInBar}`} aria-hidden="true" />
      <span className={styles.offerLabel}>{badge.text}</span>{' '}
      <span className={styles.offerDiscount}>{badge.discountText}</span>
    </span>
  );
}

/**
 * The landing navbar (spec part 1 §2): anchors that scroll smoothly, compact after 50 px, hidden
 * while scrolling down past 100 px and back on scrolling up; the campaign's badge; the register
 * call to action; a menu on phones and tablets.
 */
export function Navbar({ businessName, campaign, onRegister, onRegisterIntent }: NavbarProps) {
  const { i18n, t } = useLingui();
  const { compact, hidden } = useNavbarScroll();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const headerRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  // The open menu closes on Escape (focus back on its button) and on a click outside the bar.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButtonRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [menuOpen]);

  const go = (id: SectionId) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (scrollToSection(id)) event.preventDefault();
    setMenuOpen(false);
  };

  const register = () => {
    setMenuOpen(false);
    onRegister();
  };

  return (
    <>
      <header
        ref={headerRef}
        className={styles.header}
        data-compact={compact || menuOpen ? '' : undefined}
        data-hidden={hidden && !menuOpen ? '' : undefined}
        data-menu-open={menuOpen ? '' : undefined}
        data-testid="landing-navbar"
      >
        <div className={`${container} ${styles.bar}`}>
          <a href={`#${SECTIONS[0].id}`} className={styles.brand} onClick={go(SECTIONS[0].id)}>
            <span className={styles.brandMark}>
              <WashingMachine aria-hidden size={22} strokeWidth={2.2} />
            </span>
            <span className={styles.brandName}>{businessName}</span>
          </a>

          <nav aria-label={t`Primary`} className={styles.links}>
            {SECTIONS.map((section) => (
              <a
                key={section.id}
                href={`#${section.id}`}
                className={styles.link}
                onClick={go(section.id)}
              >
                {i18n._(section.label)}
              </a>
            ))}
          </nav>

          <div className={styles.actions}>
            <LanguageSwitch className={styles.languageInBar} />
            {campaign.navbarBadge ? <OfferBadge badge={campaign.navbarBadge} /> : null}
            <button
              type="button"
              className={`${ctaClass({ size: 'md' })} ${styles.ctaInBar}`}
              onClick={register}
              onPointerEnter={onRegisterIntent}
              onFocus={onRegisterIntent}
            >
              {campaign.buttonText}
            </button>
            <button
              ref={menuButtonRef}
              type="button"
              className={styles.menuButton}
              aria-expanded={menuOpen}
              aria-controls={menuId}
              aria-label={menuOpen ? t`Close menu` : t`Open menu`}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? <X aria-hidden size={22} /> : <Menu aria-hidden size={22} />}
            </button>
          </div>
        </div>

        {menuOpen ? (
          <div id={menuId} className={styles.menu}>
            <nav aria-label={t`Menu`} className={`${container} ${styles.menuInner}`}>
              {campaign.navbarBadge ? <OfferBadge badge={campaign.navbarBadge} inMenu /> : null}
              <ul className={styles.menuLinks}>
                {SECTIONS.map((section) => (
                  <li key={section.id}>
                    <a href={`#${section.id}`} className={styles.menuLink} onClick={go(section.id)}>
                      {i18n._(section.label)}
                      <ChevronRight aria-hidden size={18} />
                    </a>
                  </li>
                ))}
              </ul>
              <button
                type="button"
                className={ctaClass({ size: 'lg', fullWidth: true })}
                onClick={register}
              >
                {campaign.buttonText}
              </button>
            </nav>
            <LanguageSwitch className={`${container} ${styles.languageInMenu}`} />
          </div>
        ) : null}
      </header>
      {menuOpen ? <div className={styles.scrim} aria-hidden="true" /> : null}
    </>
  );
}
