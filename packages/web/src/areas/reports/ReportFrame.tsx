import type { ReportQuery } from '@laundry/api-client';
import { rangeInWords } from '@laundry/domain';
import { Card, EmptyState, Text } from '@laundry/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { ChartNoAxesColumn } from 'lucide-react';
import type { ReactNode } from 'react';
import { QueryFailure } from '../../app/QueryState';
import { reportMessages } from './messages';
import { ReportSkeleton } from './ReportSkeleton';
import { type ReportChoice, type ReportFilters, ReportToolbar } from './ReportToolbar';
import type { ReportKind } from './reportKinds';
import * as styles from './reports.css';
import { useReportExport } from './useReportExport';

interface AppliedFilters {
  applied: ReportFilters;
  apply: (filters: ReportFilters) => void;
  isApplied: (filters: ReportFilters) => boolean;
}

export interface ReportFrameProps<Data> {
  kind: ReportKind;
  report: UseQueryResult<Data>;
  filters: AppliedFilters;
  choice?: ReportChoice;
  /** What Export sends: the same query as the report. */
  exportQuery: ReportQuery;
  /** The spec's 'Failed to fetch … report'. */
  failedMessage: string;
  /** The report's rows: none shows the empty state and turns Export off. */
  rowsOf: (data: Data) => readonly unknown[];
  /** Summary cards the skeleton stands in for. */
  cardCount: number;
  children: (data: Data) => ReactNode;
}

/** One report tab: its toolbar, then a skeleton, the error, the empty state or the report. */
export function ReportFrame<Data>({
  kind,
  report,
  filters,
  choice,
  exportQuery,
  failedMessage,
  rowsOf,
  cardCount,
  children,
}: ReportFrameProps<Data>) {
  const exporter = useReportExport(kind, exportQuery);
  const hasRows = report.data !== undefined && rowsOf(report.data).length > 0;
  // Apply with the filters already shown reloads them (the figures may have moved since).
  const apply = (next: ReportFilters) =>
    filters.isApplied(next) ? void report.refetch() : filters.apply(next);

  let body: ReactNode;
  if (report.isError) {
    body = <QueryFailure query={report} fallback={failedMessage} />;
  } else if (report.data === undefined) {
    body = <ReportSkeleton cards={cardCount} />;
  } else if (!hasRows) {
    body = (
      <Card>
        <EmptyState icon={<ChartNoAxesColumn />} title={reportMessages.empty} />
      </Card>
    );
  } else {
    body = children(report.data);
  }

  return (
    <div className={styles.tabBody}>
      <Card>
        <ReportToolbar
          // A new address (back, forward, another link) starts the fields from what it shows.
          key={JSON.stringify(filters.applied)}
          applied={filters.applied}
          choice={choice}
          onApply={apply}
          applying={report.isFetching}
          onExport={exporter.start}
          canExport={hasRows && !report.isError}
          exportState={exporter.state}
        />
        {/* The period shown, in words: the fields alone leave an empty range unexplained. */}
        <Text tone="muted">
          Period shown: <strong>{rangeInWords(filters.applied)}</strong>
        </Text>
      </Card>
      <div aria-busy={report.isFetching} className={styles.tabBody}>
        {body}
      </div>
    </div>
  );
}
