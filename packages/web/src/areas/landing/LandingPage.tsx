import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, use, useCallback, useState } from 'react';
import { usePrefetchWhenIdle } from '../../app/usePrefetchWhenIdle';
import { loadCatalog } from '../../i18n/catalogs';
import { PageI18n } from '../../i18n/PageI18n';
import { LandingClockContext, useLandingCampaign } from './campaign';
import { HERO } from './content';
import { main, page, skipLink } from './landing.css';
import { useLandingConfig } from './landingConfig';
import { About } from './sections/About';
import { type Business, Contact } from './sections/Contact';
import { Footer } from './sections/Footer';
import { Hero } from './sections/Hero';
import { Navbar } from './sections/Navbar';
import { Services } from './sections/Services';
import { WhyChooseUs } from './sections/WhyChooseUs';

// The wizard is its own chunk (xstate, the registration schema, the dialog): the page paints
// without it, and it is fetched as soon as the visitor shows interest in registering.
// Its messages are a catalog of their own, fetched with it in the page's language.
const loadWizard = () =>
  Promise.all([
    import('./registration/RegistrationWizard'),
    import('./registration/registerCatalog').then(({ registerCatalog }) =>
      loadCatalog(registerCatalog),
    ),
  ]).then(([wizard]) => wizard);
const RegistrationWizard = lazy(loadWizard);

const NO_BUSINESS: Business = { name: '', address: '', phone: '', email: '' };

/**
 * / and /landing (spec part 1 §2 'Landing page'): navbar, hero, about, why choose us, services,
 * contact and order, footer; and the registration wizard in a modal over the page.
 */
export function LandingPage() {
  return (
    <PageI18n>
      <Landing />
    </PageI18n>
  );
}

function Landing() {
  const { i18n } = useLingui();
  const config = useLandingConfig();
  const business = config?.business;
  const campaign = useLandingCampaign(config);
  const now = use(LandingClockContext);
  const [wizardMounted, setWizardMounted] = useState(false);
  const [wizardOpen, setWizardOpen] = useState(false);

  const register = useCallback(() => {
    setWizardMounted(true);
    setWizardOpen(true);
  }, []);
  const prefetchWizard = useCallback(() => {
    void loadWizard();
  }, []);
  // Otherwise once the page has loaded and the browser has nothing else to do, so fetching and
  // evaluating the wizard never competes with the first paint or the first interaction.
  usePrefetchWhenIdle(loadWizard);

  return (
    <div className={page}>
      <title>
        {business?.name ? `${business.name} · ${i18n._(HERO.title)}` : i18n._(HERO.title)}
      </title>
      <a href="#main" className={skipLink}>
        <Trans>Skip to content</Trans>
      </a>
      <Navbar
        businessName={business?.name ?? ''}
        campaign={campaign}
        onRegister={register}
        onRegisterIntent={prefetchWizard}
      />
      <main id="main" tabIndex={-1} className={main}>
        <Hero
          campaign={campaign}
          phone={business?.phone}
          onRegister={register}
          onRegisterIntent={prefetchWizard}
        />
        <About businessName={business?.name ?? ''} />
        <WhyChooseUs />
        <Services campaign={campaign} onRegister={register} onRegisterIntent={prefetchWizard} />
        <Contact business={business ?? NO_BUSINESS} />
      </main>
      <Footer business={business ?? NO_BUSINESS} year={now().getFullYear()} />

      {wizardMounted ? (
        <Suspense fallback={null}>
          <RegistrationWizard
            // A campaign that starts or ends while the page is open restarts the wizard with
            // the right campaign code.
            key={campaign.campaignCode ?? 'no-campaign'}
            open={wizardOpen}
            onOpenChange={setWizardOpen}
            campaign={campaign}
            business={business}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
