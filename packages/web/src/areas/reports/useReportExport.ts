import type { ReportQuery } from '@laundry/api-client';
import { useToast } from '@laundry/ui';
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '../../app/errors';
import { saveDownload } from '../../app/saveFile';
import { useApiClient } from '../../app/services';
import { reportMessages } from './messages';
import { type ReportKind, reportFileNames } from './reportKinds';

export interface ExportState {
  status: 'idle' | 'exporting' | 'done' | 'failed';
  /** The saved file's name once done. */
  file: string;
}

const statusOf = {
  idle: 'idle',
  pending: 'exporting',
  success: 'done',
  error: 'failed',
} as const;

/**
 * Export of what a tab shows (the same query as its report), saved as the spec's file name;
 * a toast says how it went.
 */
export function useReportExport(kind: ReportKind, query: ReportQuery) {
  const client = useApiClient();
  const { toast } = useToast();
  const mutation = useMutation({
    mutationFn: async () =>
      saveDownload(await client.reports.export(kind, query), reportFileNames[kind]),
    onSuccess: () => toast({ title: reportMessages.exported, tone: 'success' }),
    onError: (error) =>
      toast({ title: errorMessage(error, reportMessages.exportFailed), tone: 'error' }),
  });
  const state: ExportState = { status: statusOf[mutation.status], file: mutation.data ?? '' };
  return { state, start: () => mutation.mutate() };
}
