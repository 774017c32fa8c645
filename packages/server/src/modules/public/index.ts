/**
 * The public module's entry (docs/decisions/037): the configuration the landing page may see, which
 * the web server also writes into the pages it serves.
 */
export { type PublicConfigSource, publicConfigOf } from './public-config';
export type { PublicService } from './service';
