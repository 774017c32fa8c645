// The landing page (/, /landing): its own entry (src/landing.tsx) and the back-office's route,
// each starting it in the visitor's language first (issue 42).
export { LandingPage } from './LandingPage';
export { startLanding } from './startLanding';
