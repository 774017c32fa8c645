// The landing page (/, /landing): its own entry (src/landing.tsx) and the back-office's route.
export { LandingPage } from './LandingPage';
