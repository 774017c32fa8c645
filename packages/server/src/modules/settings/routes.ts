import {
  customerMessageAnswers,
  messageSettingsDataSchema,
  messageSettingsSchema,
} from '@laundry/domain';
import { envelope, ok, responses } from '../../http/envelope';
import { auditActorOf } from '../audit';
import type { ApiInstance } from '../module';
import type { SettingsService } from './service';

const tags = ['settings'];

/**
 * The shop's settings an admin changes (whoever manages the accounts, as with the outbox):
 * today, whether customers get a message when an order is taken and when it is paid.
 */
export async function settingsRoutes(api: ApiInstance, settings: SettingsService): Promise<void> {
  api.get(
    '/messages',
    {
      config: { access: ['users', 'read'] },
      schema: {
        tags,
        summary: 'Which optional customer messages the shop sends (order taken, paid)',
        response: responses({ 200: envelope(messageSettingsDataSchema) }),
      },
    },
    async () => ok({ settings: await settings.messages() }),
  );

  api.put(
    '/messages',
    {
      config: { access: ['users', 'update'] },
      schema: {
        tags,
        summary: 'Turn the optional customer messages on or off',
        body: messageSettingsSchema,
        response: responses({ 200: envelope(messageSettingsDataSchema) }),
      },
    },
    async (request) => {
      const saved = await settings.saveMessages(auditActorOf(request), request.body);
      return ok({ settings: saved }, customerMessageAnswers.settingsSaved);
    },
  );
}
