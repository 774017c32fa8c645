import {
  type AuditEntry,
  auditActionLabels,
  auditEntityLabels,
  describeAuditChange,
} from '@laundry/domain';
import { Badge, type DataTableColumn, Tile } from '@laundry/ui';
import { Link } from 'react-router';
import { BusinessDate } from '../../app/businessTimeZone';
import * as cells from '../../app/lists/cells.css';
import * as styles from './audit.css';

/**
 * Where each kind of record has its page; a till session is found in the list of closes, the
 * message settings on the outbox's Settings tab, the database's restores in this log itself.
 */
const recordPaths: Record<AuditEntry['entity'], (id: string) => string> = {
  user: (id) => `/users/${id}`,
  staff: (id) => `/staff/${id}`,
  customer: (id) => `/customers/${id}`,
  service: (id) => `/services/${id}`,
  order: (id) => `/orders/${id}`,
  till: () => '/till?tab=closes',
  settings: () => '/outbox?tab=settings',
  database: () => '/audit?entity=database',
};

/** The changed record, linked to its page: 'Staff: Nimal Perera'. */
export function AuditRecordLink({ entry }: { entry: AuditEntry }) {
  return (
    <Link className={styles.record} to={recordPaths[entry.entity](entry.entityId)}>
      {auditEntityLabels[entry.entity]}
      {entry.entityLabel ? `: ${entry.entityLabel}` : ''}
    </Link>
  );
}

/** Each changed field, before → after. */
export function ChangeLines({ entry }: { entry: AuditEntry }) {
  return (
    <ul className={styles.changes}>
      {describeAuditChange(entry).map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

export function ActionBadge({ entry }: { entry: AuditEntry }) {
  return <Badge tone="blue">{auditActionLabels[entry.action]}</Badge>;
}

/** The log as a table: the record and what changed always; who and when as the card narrows. */
export function auditColumns(): DataTableColumn<AuditEntry>[] {
  return [
    {
      key: 'record',
      header: 'Record',
      pin: 'start',
      minWidth: 180,
      wrap: true,
      cell: (entry) => <AuditRecordLink entry={entry} />,
    },
    { key: 'action', header: 'Action', cell: (entry) => <ActionBadge entry={entry} /> },
    {
      key: 'changes',
      header: 'Changes',
      minWidth: 240,
      wrap: true,
      cell: (entry) => <ChangeLines entry={entry} />,
    },
    { key: 'actor', header: 'By', priority: 2, wrap: true, cell: (entry) => entry.actor.name },
    {
      key: 'at',
      header: 'When',
      priority: 1,
      cell: (entry) => (
        <span className={cells.muted}>
          <BusinessDate value={entry.at} time />
        </span>
      ),
    },
  ];
}

export function AuditTile({ entry }: { entry: AuditEntry }) {
  return (
    <Tile title={<AuditRecordLink entry={entry} />}>
      <span>
        <ActionBadge entry={entry} />
      </span>
      <ChangeLines entry={entry} />
      <span className={cells.muted}>
        by {entry.actor.name} · <BusinessDate value={entry.at} time />
      </span>
    </Tile>
  );
}
