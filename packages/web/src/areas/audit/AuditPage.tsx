import {
  type AuditEntry,
  type AuditListQuery,
  auditEntityFilterOptions,
  auditList,
  type FilterOption,
} from '@laundry/domain';
import { DateInput } from '@laundry/ui';
import { useQuery } from '@tanstack/react-query';
import { DefinedList } from '../../app/lists/DefinedList';
import { FilterSelect } from '../../app/lists/ListControls';
import { useUrlListQuery } from '../../app/lists/useUrlListQuery';
import { PageHeader } from '../../app/pages/PageHeader';
import * as page from '../../app/pages/page.css';
import { useApiClient } from '../../app/services';
import { AuditTile, auditColumns } from './auditColumns';

/** Everyone who appears in the log, for the "Who" filter. */
function useActorOptions(): FilterOption<string>[] {
  const client = useApiClient();
  const actors = useQuery({
    queryKey: ['audit', 'actors'],
    queryFn: async () => (await client.audit.actors()).data.actors,
  });
  return [
    { key: 'anyone', label: 'Anyone', value: undefined },
    ...(actors.data ?? []).map((actor) => ({
      key: actor._id,
      label: actor.name,
      value: actor._id,
    })),
  ];
}

/** /audit (whoever manages accounts; the route checks): the log, filtered by who, record and days. */
export function AuditPage() {
  const client = useApiClient();
  const actorOptions = useActorOptions();
  const { query, change, list, data } = useUrlListQuery(auditList, {
    key: ['audit', 'list'],
    fetch: async (query, signal) => (await client.audit.list(query, { signal })).data,
    page: (answer) => ({
      rows: answer.entries,
      total: answer.pagination.totalEntries,
      totalPages: answer.pagination.totalPages,
    }),
  });
  return (
    <div className={page.page}>
      <title>Audit Log</title>
      <PageHeader
        title="Audit Log"
        description="Every change to accounts, staff and loyalty points: who, what and when."
      />
      <DefinedList<AuditEntry, AuditListQuery>
        definition={auditList}
        query={query}
        onChange={change}
        title="Changes"
        noun="changes"
        nounOne="change"
        filters={
          <>
            <FilterSelect
              label="Who"
              options={actorOptions}
              value={query.actorId}
              onChange={(actorId) => change({ actorId })}
            />
            <FilterSelect
              label="Record"
              options={auditEntityFilterOptions}
              value={query.entity}
              onChange={(entity) => change({ entity })}
            />
            <DateInput
              label="From"
              value={query.from ?? ''}
              onValueChange={(value) => change({ from: value || undefined })}
            />
            <DateInput
              label="To"
              value={query.to ?? ''}
              onValueChange={(value) => change({ to: value || undefined })}
            />
          </>
        }
        data={data}
        status={list}
        failureMessage="Failed to load the audit log"
        columns={auditColumns()}
        getRowId={(entry) => entry._id}
        renderTile={(entry) => <AuditTile key={entry._id} entry={entry} />}
        empty={{ title: 'No changes found', description: 'No changes recorded yet.' }}
      />
    </div>
  );
}
