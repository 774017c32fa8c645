import { type PublicConfig, publicConfigSchema } from '@laundry/domain';
import type { Transport } from '../transport';

export type { PublicConfig };

export function createPublicConfigApi(http: Transport) {
  return {
    /** GET /public/config: the business, the campaign and, in demo mode, the demo accounts. */
    get: () => http.request('/public/config', { public: true }, publicConfigSchema),
  };
}
export type PublicConfigApi = ReturnType<typeof createPublicConfigApi>;
