import {
  type AuditEntry,
  auditActionLabels,
  auditEntityLabels,
  formatLongDateTime,
} from '@laundry/domain';
import { Badge } from '@laundry/ui';
import { Link } from 'react-router';
import { useBusinessTimeZone } from '../../app/businessTimeZone';
import * as styles from './audit.css';
import { describeChange } from './describeChange';

/** Where each kind of record has its page. */
const recordPaths: Record<AuditEntry['entity'], string> = {
  user: '/users',
  staff: '/staff',
  customer: '/customers',
  service: '/services',
  order: '/orders',
};

/** Audit rows as a readable list: when, who, what, and each changed field before → after. */
export function AuditEntries({
  entries,
  showRecord,
}: {
  entries: AuditEntry[];
  showRecord: boolean;
}) {
  const timeZone = useBusinessTimeZone();
  return (
    <ol className={styles.entries} aria-label="Changes">
      {entries.map((entry) => (
        <li key={entry._id} className={styles.entry}>
          <div className={styles.entryHead}>
            <Badge tone="blue">{auditActionLabels[entry.action]}</Badge>
            {showRecord ? (
              <Link className={styles.record} to={`${recordPaths[entry.entity]}/${entry.entityId}`}>
                {auditEntityLabels[entry.entity]}
                {entry.entityLabel ? `: ${entry.entityLabel}` : ''}
              </Link>
            ) : null}
            <span className={styles.meta}>
              by {entry.actor.name} · {formatLongDateTime(entry.at, timeZone)}
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
