// The dashboard (/dashboard): one lazy chunk.
export { DashboardPage } from './DashboardPage';
