import { lazy, Suspense, use, useCallback, useState } from 'react';
import { usePrefetchWhenIdle } from '../../app/usePrefetchWhenIdle';
import { LandingClockContext, useLandingCampaign } from './campaign';
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
const loadWizard = () => import('./registration/RegistrationWizard');
const RegistrationWizard = lazy(loadWizard);

const NO_BUSINESS: Business = { name: '', address: '', phone: '', email: '' };

/**
 * / and /landing (spec part 1 §2 'Landing page'): navbar, hero, about, why choose us, services,
 * contact and order, footer; and the registration wizard in a modal over the page.
 */
export function LandingPage() {
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
        {business?.name
          ? `${business.name} · Smart Laundry Made Simple`
          : 'Smart Laundry Made Simple'}
      </title>
      <a href="#main" className={skipLink}>
        Skip to content
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
