import type { AuditEntity } from '@laundry/domain';
import { Card, Pagination, Spinner, Text } from '@laundry/ui';
import { useState } from 'react';
import { QueryFailure } from '../../app/QueryState';
import { AuditEntries } from './AuditEntries';
import * as styles from './audit.css';
import { useRecordHistory } from './queries';

/** A record's own history from the audit log, for its detail page (admins only). */
export function RecordHistory({ entity, id }: { entity: AuditEntity; id: string }) {
  const [page, setPage] = useState(1);
  const history = useRecordHistory(entity, id, page);
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
