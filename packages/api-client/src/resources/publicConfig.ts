import type { Role } from '@laundry/domain';
import type { Transport } from '../transport';

/** GET /public/config: what a visitor may see before signing in. */
export interface PublicConfig {
  /** The demo box of the sign-in page; null when demo mode is off. */
  demo: { accounts: { role: Role; email: string }[]; password: string } | null;
  business: { name: string; address: string; phone: string; email: string };
}

export function createPublicConfigApi(http: Transport) {
  return {
    get: () => http.request<PublicConfig>('/public/config', { public: true }),
  };
}
export type PublicConfigApi = ReturnType<typeof createPublicConfigApi>;
