/**
 * The settings module's entry (docs/decisions/037): the message settings, which the customer
 * messages read when they queue one.
 */
export { readMessageSettings } from './repository';
export type { SettingsService } from './service';
