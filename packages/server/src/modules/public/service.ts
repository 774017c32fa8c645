import type { PublicConfig } from '@laundry/domain';
import type { Config } from '../../config';
import { publicConfigOf } from './public-config';

/** What anyone may read: worked out once from the configuration, which never changes at run time. */
export function createPublicService(config: Config) {
  const answer = publicConfigOf(config);
  return {
    config(): PublicConfig {
      return answer;
    },
  };
}

export type PublicService = ReturnType<typeof createPublicService>;
