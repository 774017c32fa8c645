import { type AuditEntry, formatLongDateTime } from '@laundry/domain';
import { useBusinessTimeZone } from '../../app/businessTimeZone';
import * as styles from './audit.css';
import { ActionBadge, ChangeLines } from './auditColumns';

/** Audit rows as a readable list (a record's own history): when, who, what, each change. */
export function AuditEntries({ entries }: { entries: AuditEntry[] }) {
  const timeZone = useBusinessTimeZone();
  return (
    <ol className={styles.entries} aria-label="Changes">
      {entries.map((entry) => (
        <li key={entry._id} className={styles.entry}>
          <div className={styles.entryHead}>
            <ActionBadge entry={entry} />
            <span className={styles.meta}>
              by {entry.actor.name} · {formatLongDateTime(entry.at, timeZone)}
            </span>
          </div>
          <ChangeLines entry={entry} />
        </li>
      ))}
    </ol>
  );
}
