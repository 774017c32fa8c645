// The Reports area (spec part 2 §2.11): one lazy chunk, and the only one that loads the charts'
// victory at once (app/routes.tsx imports it on the first visit to /reports).
export { ReportsPage } from './ReportsPage';
