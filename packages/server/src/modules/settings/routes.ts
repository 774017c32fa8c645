import {
  customerMessageAnswers,
  messageSettingsDataSchema,
  messageSettingsSchema,
} from '@laundry/domain';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { envelope, ok, responses } from '../../http/envelope';
import { readMessageSettings, saveMessageSettings } from '../../messages/settings';
import type { ApiInstance } from '../module';

const tags = ['settings'];

/**
 * The shop's settings an admin changes (whoever manages the accounts, as with the outbox):
 * today, whether customers get a message when an order is taken and when it is paid.
 */
export async function settingsRoutes(
  api: ApiInstance,
  { db, clock }: { db: Database; clock: Clock },
): Promise<void> {
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
    async () => ok({ settings: await readMessageSettings(db) }),
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
      await saveMessageSettings(db, request.body, clock());
      return ok({ settings: request.body }, customerMessageAnswers.settingsSaved);
    },
  );
}
