import {
  DEFAULT_MESSAGE_SETTINGS,
  type MessageSettings,
  messageSettingsSchema,
} from '@laundry/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { shopSettings } from '../../db/schema';

/*
 * The settings module's queries: the shop's settings (one row per key). The customer messages read
 * the message settings through the module's entry when they queue one.
 */

const KEY = 'messages';

/** The shop's message settings; the defaults until an admin saves some. */
export async function readMessageSettings(db: Executor): Promise<MessageSettings> {
  const [row] = await db
    .select({ value: shopSettings.value })
    .from(shopSettings)
    .where(eq(shopSettings.key, KEY))
    .limit(1);
  const parsed = messageSettingsSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : DEFAULT_MESSAGE_SETTINGS;
}

export async function saveMessageSettings(
  db: Executor,
  settings: MessageSettings,
  at: Date,
): Promise<void> {
  await db
    .insert(shopSettings)
    .values({ key: KEY, value: settings, updatedAt: at })
    .onConflictDoUpdate({ target: shopSettings.key, set: { value: settings, updatedAt: at } });
}
