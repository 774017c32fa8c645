import type { AuditEntity } from '@laundry/domain';
import { Card, Pagination, Spinner, Text } from '@laundry/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryFailure } from '../../app/QueryFailure';
import { useApiClient } from '../../app/services';
import { AuditEntries } from './AuditEntries';
import * as styles from './audit.css';

/** A record's own history from the audit log, for its detail page (admins only). */
export function RecordHistory({ entity, id }: { entity: AuditEntity; id: string }) {
  const client = useApiClient();
  const [page, setPage] = useState(1);
  const history = useQuery({
    queryKey: ['audit', 'history', entity, id, page],
    queryFn: async () => (await client.audit.history(entity, id, { page, limit: 10 })).data,
    placeholderData: keepPreviousData,
  });
  return (
    <Card title="History" description="Who changed what, and when" headingLevel={2} padding="none">
      {history.isPending ? (
        <Spinner label="Loading history..." />
      ) : history.isError ? (
        <QueryFailure query={history} fallback="Failed to load the history" />
      ) : history.data.entries.length === 0 ? (
        <div className={styles.entries}>
          <Text tone="muted">No changes recorded yet.</Text>
        </div>
      ) : (
        <>
          <AuditEntries entries={history.data.entries} />
          {history.data.pagination.totalPages > 1 ? (
            <div className={styles.footer}>
              <Pagination
                page={page}
                totalPages={history.data.pagination.totalPages}
                onPageChange={setPage}
              />
            </div>
          ) : null}
        </>
      )}
    </Card>
  );
}
