import { mergeConfig } from 'vitest/config';
import { isolatedTests, webProject } from './vitest.config.ts';

/** The web's tests that need a fresh module graph per file (see vitest.config.ts). */
export default mergeConfig(webProject('web-isolated', true), {
  test: { include: isolatedTests },
});
