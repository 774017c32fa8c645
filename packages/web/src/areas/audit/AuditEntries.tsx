import {
  type AuditEntry,
  auditActionLabels,
  auditEntityLabels,
  formatLongDateTime,
} from '@laundry/domain';
import { Badge } from '@laundry/ui';
import * as styles from './audit.css';
import { describeChange } from './describeChange';

/** Audit rows as a readable list: when, who, what, and each changed field before → after. */
export function AuditEntries({
  entries,
  showRecord,
}: {
  entries: AuditEntry[];
  showRecord: boolean;
}) {
  return (
    <ol className={styles.entries} aria-label="Changes">
      {entries.map((entry) => (
        <li key={entry._id} className={styles.entry}>
          <div className={styles.entryHead}>
            <Badge tone="blue">{auditActionLabels[entry.action]}</Badge>
            {showRecord ? (
              <span className={styles.record}>
                {auditEntityLabels[entry.entity]}
                {entry.entityLabel ? `: ${entry.entityLabel}` : ''}
              </span>
            ) : null}
            <span className={styles.meta}>
              by {entry.actor.name} · {formatLongDateTime(entry.at)}
            </span>
          </div>
          <ul className={styles.changes}>
            {describeChange(entry).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
