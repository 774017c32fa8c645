import { type AdminApi, createAdminApi } from './resources/admin';
import { type AuditApi, createAuditApi } from './resources/audit';
import { type AuthApi, createAuthApi } from './resources/auth';
import {
  type CustomerMessagesApi,
  createCustomerMessagesApi,
  createSettingsApi,
  type SettingsApi,
} from './resources/customerMessages';
import { type CustomersApi, createCustomersApi } from './resources/customers';
import { createOrderLifecycleApi, type OrderLifecycleApi } from './resources/orderLifecycle';
import { createOrdersApi, type OrdersApi } from './resources/orders';
import { createOutboxApi, type OutboxApi } from './resources/outbox';
import { createPublicConfigApi, type PublicConfigApi } from './resources/publicConfig';
import { createRefundsApi, type RefundsApi } from './resources/refunds';
import { createRegistrationApi, type RegistrationApi } from './resources/registration';
import { createReportsApi, type ReportsApi } from './resources/reports';
import { createServicesApi, type ServicesApi } from './resources/services';
import { createStaffApi, type StaffApi } from './resources/staff';
import { createTillApi, type TillApi } from './resources/till';
import { createTrackingApi, type TrackingApi } from './resources/tracking';
import { createUsersApi, type UsersApi } from './resources/users';
import type { StoredSession } from './storage';
import { createTransport, type Transport, type TransportOptions } from './transport';

export type ApiClientOptions = TransportOptions;

export interface ApiClient {
  auth: AuthApi;
  users: UsersApi;
  staff: StaffApi;
  audit: AuditApi;
  /** The e-mails the shop sent or kept (admin only). */
  outbox: OutboxApi;
  /** The customer calls, with the landing page's public `registerFromLanding`. */
  customers: CustomersApi & RegistrationApi;
  publicConfig: PublicConfigApi;
  /** Database administration (admin only): backup, restore, demo data, migrations. */
  admin: AdminApi;
  /** The services catalogue (spec part 2 §7 'Services'). */
  services: ServicesApi;
  /** Orders and the dashboard figures (spec part 2 §7 'Orders', part 1 'Dashboard'). */
  orders: OrdersApi & OrderLifecycleApi & RefundsApi & TrackingApi & CustomerMessagesApi;
  /** The shop's settings an admin changes (issue 25: optional customer messages). */
  settings: SettingsApi;
  /** The reports of spec part 2 §2.11 and their .xlsx exports. */
  reports: ReportsApi;
  /** The till: sessions, cash out, X and Z reports (issue 23). */
  till: TillApi;
  /** The transport under the modules: `raw.request` for a JSON call no module covers yet,
   * `raw.download` for files, `raw.fetch` for the whole response. */
  raw: Transport;
  /** The stored token, refresh token and user (null where absent). */
  session(): StoredSession;
}

/**
 * The typed client of the laundry API. Every method resolves to the envelope
 * `{ success, message?, data }` and rejects with `ApiError`.
 *
 * @example
 * const api = createApiClient({ storage: window.localStorage, onSessionExpired: () => navigate('/login') });
 * const { data } = await api.auth.login({ email, password, rememberMe });
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const http = createTransport(options);
  return {
    auth: createAuthApi(http),
    users: createUsersApi(http),
    staff: createStaffApi(http),
    audit: createAuditApi(http),
    outbox: createOutboxApi(http),
    customers: { ...createCustomersApi(http), ...createRegistrationApi(http) },
    publicConfig: createPublicConfigApi(http),
    admin: createAdminApi(http),
    services: createServicesApi(http),
    orders: {
      ...createOrdersApi(http),
      ...createOrderLifecycleApi(http),
      ...createRefundsApi(http),
      ...createTrackingApi(http),
      ...createCustomerMessagesApi(http),
    },
    settings: createSettingsApi(http),
    reports: createReportsApi(http),
    till: createTillApi(http),
    raw: http,
    session: () => http.session.read(),
  };
}
