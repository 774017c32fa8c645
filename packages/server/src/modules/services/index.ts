/**
 * The services module's entry (docs/decisions/037): what another module may use of it. Nothing
 * else uses services today; its service's type is its public face. Add here, not an import of a file
 * inside, when another module needs it (the lint refuses the latter).
 */
export type { ServicesService } from './service';
