import { type AuditEntity, auditEntities, auditEntityLabels, hasRole } from '@laundry/domain';
import {
  Alert,
  Card,
  EmptyState,
  Heading,
  Pagination,
  Select,
  Spinner,
  Text,
  TextField,
} from '@laundry/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { History, ShieldAlert } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../app/errors';
import { useApiClient } from '../../app/services';
import { useSession } from '../../app/session';
import { AuditEntries } from './AuditEntries';
import * as styles from './audit.css';

const ANYONE = 'anyone';
const ANYTHING = 'anything';
const PAGE_SIZE = 20;

/** /audit: the whole log for admins, filtered by who, kind of record and days. */
function AuditLog() {
  const client = useApiClient();
  const [params, setParams] = useSearchParams();
  const filters = {
    actorId: params.get('actor') ?? undefined,
    entity: (params.get('entity') as AuditEntity | null) ?? undefined,
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const change = (key: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setParams(next, { replace: true });
  };
  const actors = useQuery({
    queryKey: ['audit', 'actors'],
    queryFn: async () => (await client.audit.actors()).data.actors,
  });
  const log = useQuery({
    queryKey: ['audit', 'list', filters],
    queryFn: async () => (await client.audit.list({ ...filters, limit: PAGE_SIZE })).data,
    placeholderData: keepPreviousData,
  });

  return (
    <Card padding="none">
      <div className={styles.filters}>
        <Select
          label="Who"
          options={[
            { value: ANYONE, label: 'Anyone' },
            ...(actors.data ?? []).map((actor) => ({ value: actor._id, label: actor.name })),
          ]}
          value={filters.actorId ?? ANYONE}
          onValueChange={(value) => change('actor', value === ANYONE ? undefined : value)}
        />
        <Select
          label="Record"
          options={[
            { value: ANYTHING, label: 'All records' },
            ...auditEntities.map((entity) => ({ value: entity, label: auditEntityLabels[entity] })),
          ]}
          value={filters.entity ?? ANYTHING}
          onValueChange={(value) => change('entity', value === ANYTHING ? undefined : value)}
        />
        <TextField
          label="From"
          type="date"
          value={filters.from ?? ''}
          onChange={(event) => change('from', event.target.value || undefined)}
        />
        <TextField
          label="To"
          type="date"
          value={filters.to ?? ''}
          onChange={(event) => change('to', event.target.value || undefined)}
        />
      </div>
      {log.isPending ? (
        <Spinner label="Loading the audit log..." />
      ) : log.isError ? (
        <Alert tone="danger">{errorMessage(log.error, 'Failed to load the audit log')}</Alert>
      ) : log.data.entries.length === 0 ? (
        <EmptyState
          icon={<History aria-hidden size={28} />}
          title="No changes found"
          description={
            filters.actorId || filters.entity || filters.from || filters.to
              ? 'Nothing was changed by that person, on that kind of record, on those days.'
              : 'No changes recorded yet.'
          }
        />
      ) : (
        <>
          <AuditEntries entries={log.data.entries} showRecord />
          {log.data.pagination.totalPages > 1 ? (
            <div className={styles.footer}>
              <Pagination
                page={filters.page}
                totalPages={log.data.pagination.totalPages}
                onPageChange={(page) => change('page', String(page))}
                summary={`${log.data.pagination.totalEntries} changes`}
              />
            </div>
          ) : null}
        </>
      )}
    </Card>
  );
}

export function AuditPage() {
  const { user } = useSession();
  if (!hasRole(user, 'admin')) {
    return (
      <EmptyState
        icon={<ShieldAlert aria-hidden size={28} />}
        title="Access Denied"
        description="You do not have permission to read the audit log."
      />
    );
  }
  return (
    <div className={styles.page}>
      <title>Audit Log</title>
      <div>
        <Heading level={1}>Audit Log</Heading>
        <Text tone="muted">
          Every change to accounts, staff and loyalty points: who, what and when.
        </Text>
      </div>
      <AuditLog />
    </div>
  );
}
