import { adminModule } from './admin/module';
import { auditModule } from './audit/module';
import { authModule } from './auth/module';
import { customerMessagesModule } from './customer-messages/module';
import { customersModule } from './customers/module';
import { dashboardModule } from './dashboard/module';
import type { ServerModule } from './module';
import { orderLifecycleModule } from './order-lifecycle/module';
import { ordersModule } from './orders/module';
import { outboxModule } from './outbox/module';
import { publicModule } from './public/module';
import { refundsModule } from './refunds/module';
import { registrationModule } from './registration/module';
import { reportsModule } from './reports/module';
import { servicesModule } from './services/module';
import { settingsModule } from './settings/module';
import { staffModule } from './staff/module';
import { tillModule } from './till/module';
import { trackingModule } from './tracking/module';
import { usersModule } from './users/module';

/**
 * Every area of the API, registered under `/api` in this order by `buildApp`. Adding an area:
 * write `modules/<area>/module.ts` (docs/decisions/004-server-modules.md) and add it here.
 */
export const modules: ServerModule[] = [
  publicModule,
  authModule,
  usersModule,
  customersModule,
  registrationModule,
  adminModule,
  servicesModule,
  staffModule,
  auditModule,
  outboxModule,
  ordersModule,
  orderLifecycleModule,
  refundsModule,
  dashboardModule,
  reportsModule,
  tillModule,
  trackingModule,
  customerMessagesModule,
  settingsModule,
];
