import {
  type AuditEntry,
  type AuditListQuery,
  auditEntityFilterOptions,
  auditList,
  type FilterOption,
} from '@laundry/domain';
import { DateInput } from '@laundry/ui';
import { DefinedList } from '../../app/lists/DefinedList';
import { FilterSelect } from '../../app/lists/ListControls';
import { useListUrlState } from '../../app/lists/useListUrlState';
import { PageHeader } from '../../app/pages/PageHeader';
import * as page from '../../app/pages/page.css';
import { AuditTile, auditColumns } from './auditColumns';
import { useAuditActors, useAuditList } from './queries';

/** Everyone who appears in the log, for the "Who" filter. */
function useActorOptions(): FilterOption<string>[] {
  const actors = useAuditActors();
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
  const actorOptions = useActorOptions();
  const { query, change } = useListUrlState(auditList);
  const list = useAuditList(query);
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
        data={
          list.data && {
            rows: list.data.entries,
            total: list.data.pagination.totalEntries,
            totalPages: list.data.pagination.totalPages,
          }
        }
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
