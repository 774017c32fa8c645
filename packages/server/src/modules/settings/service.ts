import type { MessageSettings } from '@laundry/domain';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { type AuditActor, recordAudit } from '../audit';
import { readMessageSettings, saveMessageSettings } from './repository';

/**
 * The audit log names every record by a uuid; the message settings are one row keyed by name, so
 * they are logged under this fixed id.
 */
export const MESSAGE_SETTINGS_AUDIT_ID = '00000000-0000-4000-8000-00000000005e';

export type SettingsService = ReturnType<typeof createSettingsService>;

/** The shop's settings an admin changes; every save is in the audit log with what it was before. */
export function createSettingsService({ db, clock }: { db: Database; clock: Clock }) {
  return {
    messages: (): Promise<MessageSettings> => readMessageSettings(db),

    saveMessages(actor: AuditActor, settings: MessageSettings): Promise<MessageSettings> {
      return inTransaction(db, async (tx) => {
        const before = await readMessageSettings(tx);
        const at = clock();
        await saveMessageSettings(tx, settings, at);
        await recordAudit(tx, {
          actor,
          entity: 'settings',
          entityId: MESSAGE_SETTINGS_AUDIT_ID,
          label: 'Customer messages',
          action: 'update',
          before: { ...before },
          after: { ...settings },
          at,
        });
        return settings;
      });
    },
  };
}
