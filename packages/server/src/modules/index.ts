import { authModule } from './auth/module';
import { customersModule } from './customers/module';
import type { ServerModule } from './module';
import { publicModule } from './public/module';
import { registrationModule } from './registration/module';
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
];
