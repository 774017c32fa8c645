// The public names of @laundry/api-client, listed one by one: this is the package's contract
// (docs/decisions/002-foundation-interfaces.md).

// The users' shapes are the domain's; re-exported under the names the client has always offered.
export type { UserCounts, UserList, UserStats } from '@laundry/domain';
export {
  BUSY_RETRIES,
  BUSY_RETRYING_MESSAGE,
  type BusyEvent,
} from './busy';
export { type ApiClient, type ApiClientOptions, createApiClient } from './client';
export {
  ApiError,
  type ApiErrorInit,
  type ApiErrorKind,
  getErrorMessage,
  isApiError,
  NETWORK_ERROR_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
} from './errors';
export { type AdminApi, type BackupDownload, createAdminApi } from './resources/admin';
export { type AuthApi, createAuthApi } from './resources/auth';
export {
  type CustomerListParams,
  type CustomerSearchParams,
  type CustomersApi,
  createCustomersApi,
} from './resources/customers';
export {
  createOrderLifecycleApi,
  type OrderLifecycleApi,
} from './resources/orderLifecycle';
export { createOrdersApi, type OrdersApi } from './resources/orders';
export {
  createPublicConfigApi,
  type PublicConfig,
  type PublicConfigApi,
} from './resources/publicConfig';
export { createRefundsApi, type RefundsApi } from './resources/refunds';
export {
  classifyRegistrationFailure,
  createRegistrationApi,
  newIdempotencyKey,
  REGISTER_FROM_LANDING_PATH,
  type RegisterFromLandingOptions,
  type RegistrationApi,
  type RegistrationApiOptions,
} from './resources/registration';
export { createReportsApi, type ReportQuery, type ReportsApi } from './resources/reports';
export { createServicesApi, type ServicesApi } from './resources/services';
export { createTillApi, type TillApi } from './resources/till';
export { createUsersApi, type UserListQuery, type UsersApi } from './resources/users';
export {
  createMemoryStorage,
  createSessionStore,
  type SessionStore,
  type StoredSession,
  type TokenPair,
  type TokenStorage,
} from './storage';
export {
  createTransport,
  type Download,
  defaultRefreshLock,
  type HttpMethod,
  type Parser,
  type QueryValue,
  type RefreshLock,
  type RequestOptions,
  type StreamedDownload,
  type Transport,
  type TransportOptions,
} from './transport';
