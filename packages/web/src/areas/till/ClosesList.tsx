import { type TillSession, tillSessionList } from '@laundry/domain';
import { Button, DateInput, useToast } from '@laundry/ui';
import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { errorMessage } from '../../app/errors';
import { DefinedList } from '../../app/lists/DefinedList';
import { useListUrlState } from '../../app/lists/useListUrlState';
import { saveDownload } from '../../app/saveFile';
import { useApiClient } from '../../app/services';
import { useTillSessions } from './queries';
import { TillTile, tillColumns } from './tillColumns';

/**
 * The admin's list of closes (and open tills) by day and cashier with their variances; the
 * day's closes as an .xlsx (the reports' workbook, server side).
 */
export function ClosesList({ today }: { today: string }) {
  const client = useApiClient();
  const { toast } = useToast();
  const { query, change } = useListUrlState(tillSessionList);
  const list = useTillSessions(query);
  const day = query.date ?? today;
  const exportDay = useMutation({
    mutationFn: () => client.till.exportDay(day),
    onSuccess: (file) => saveDownload(file, `till-closes-${day}.xlsx`),
    onError: (error) =>
      toast({ title: errorMessage(error, 'Failed to export the closes'), tone: 'error' }),
  });
  return (
    <DefinedList<TillSession, typeof query>
      definition={tillSessionList}
      query={query}
      onChange={change}
      title="Closes"
      noun="sessions"
      nounOne="session"
      filters={
        <>
          <DateInput
            label="Day"
            value={query.date ?? ''}
            onValueChange={(value) => change({ date: value || undefined })}
          />
          <Button
            variant="secondary"
            iconStart={<Download />}
            loading={exportDay.isPending}
            onClick={() => exportDay.mutate()}
          >
            Export closes
          </Button>
        </>
      }
      data={
        list.data && {
          rows: list.data.sessions,
          total: list.data.pagination.totalSessions,
          totalPages: list.data.pagination.totalPages,
        }
      }
      status={list}
      failureMessage="Failed to load the closes"
      columns={tillColumns}
      getRowId={(session) => session._id}
      renderTile={(session) => <TillTile key={session._id} session={session} />}
      empty={{
        title: 'No till sessions yet',
        description: 'Every till opened and closed appears here with its variance.',
      }}
    />
  );
}
