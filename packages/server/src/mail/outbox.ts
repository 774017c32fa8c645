import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { outbox } from '../db/schema';
import type { MailMessage } from './mailer';

/**
 * The outbox table as the mailers write it: every message is kept here, and the mailer only
 * decides whether it also leaves. The admins' outbox page reads it through modules/outbox.
 */
export function createOutboxRepository(db: Executor) {
  return {
    async add(message: MailMessage, at: Date): Promise<string> {
      const [row] = await db
        .insert(outbox)
        .values({
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
          sent: false,
          createdAt: at,
        })
        .returning({ id: outbox.id });
      if (!row) throw new Error('insert into outbox returned no row');
      return row.id;
    },

    async markSent(id: string, at: Date): Promise<void> {
      await db.update(outbox).set({ sent: true, sentAt: at, error: null }).where(eq(outbox.id, id));
    },

    async markFailed(id: string, error: string): Promise<void> {
      await db.update(outbox).set({ error }).where(eq(outbox.id, id));
    },
  };
}
