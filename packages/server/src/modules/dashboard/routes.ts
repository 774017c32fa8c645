import { dashboardDataSchema } from '@laundry/domain';
import { envelope, ok, responses } from '../../http/envelope';
import type { ApiInstance } from '../module';
import type { DashboardService } from './service';

/** GET /reports/dashboard (spec part 1 'Dashboard'), open to every signed-in user. */
export async function dashboardRoutes(app: ApiInstance, dashboard: DashboardService) {
  app.get(
    '/dashboard',
    {
      config: { access: ['dashboard', 'read'] },
      schema: {
        tags: ['reports'],
        summary: 'This month and today: orders, revenue received, customers, pending orders',
        response: responses({ 200: envelope(dashboardDataSchema) }),
      },
    },
    async () => ok(await dashboard.figures()),
  );
}
