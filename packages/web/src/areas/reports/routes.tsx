// The Reports area (spec part 2 §2.11): one lazy chunk; its charts (victory) load on their own
// when a report first shows them (see lazyCharts.tsx).
export { ReportsPage } from './ReportsPage';
