import type { ServerModule } from './module';
import { dashboardModule, ordersModule } from './orders/module';

/**
 * Every area of the API, registered under `/api` in this order by `buildApp`. Adding an area:
 * write `modules/<area>/module.ts` (see docs/decisions) and add it here.
 */
export const modules: ServerModule[] = [ordersModule, dashboardModule];
