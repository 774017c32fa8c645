import { Button, DateInput, Select, type SelectOption } from '@laundry/ui';
import { CalendarCheck, Download } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { reportMessages } from './messages';
import * as styles from './reports.css';
import type { ExportState } from './useReportExport';

/** The tab's own choice next to the dates: the grouping (revenue) or the top count (customers). */
export interface ReportChoice {
  label: string;
  options: readonly SelectOption<string>[];
  value: string;
}

export interface ReportFilters {
  startDate: string;
  endDate: string;
  choice?: string;
}

export interface ReportToolbarProps {
  /** What the report shows now; the fields start from it. */
  applied: ReportFilters;
  choice?: ReportChoice;
  onApply: (filters: ReportFilters) => void;
  /** The report is loading: Apply reads 'Loading...'. */
  applying: boolean;
  onExport: () => void;
  /** Off while exporting or with no data (spec §2.11). */
  canExport: boolean;
  exportState: ExportState;
}

const exportStatusText: Record<ExportState['status'], (file: string) => string> = {
  idle: () => '',
  exporting: () => 'Preparing the spreadsheet…',
  done: (file) => `Saved ${file}`,
  failed: () => reportMessages.exportFailed,
};

/** Start and end date, the tab's choice, Apply and Export (spec part 2 §2.11). */
export function ReportToolbar({
  applied,
  choice,
  onApply,
  applying,
  onExport,
  canExport,
  exportState,
}: ReportToolbarProps) {
  const [draft, setDraft] = useState<ReportFilters>(applied);
  // An end before the start would only ever show an empty report; say why instead.
  const backwards =
    draft.startDate !== '' && draft.endDate !== '' && draft.endDate < draft.startDate;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!backwards) onApply(draft);
  };
  const exporting = exportState.status === 'exporting';
  return (
    <form className={styles.toolbar} onSubmit={submit} aria-label="Report period">
      <div className={styles.toolbarField}>
        <DateInput
          label="Start Date"
          value={draft.startDate}
          max={draft.endDate || undefined}
          onValueChange={(value) => setDraft({ ...draft, startDate: value })}
        />
      </div>
      <div className={styles.toolbarField}>
        <DateInput
          label="End Date"
          value={draft.endDate}
          min={draft.startDate || undefined}
          error={backwards ? 'End date must be on or after the start date' : undefined}
          onValueChange={(value) => setDraft({ ...draft, endDate: value })}
        />
      </div>
      {choice ? (
        <div className={styles.toolbarField}>
          <Select
            label={choice.label}
            options={choice.options}
            value={draft.choice ?? choice.value}
            onValueChange={(value) => setDraft({ ...draft, choice: value })}
          />
        </div>
      ) : null}
      <div className={styles.toolbarActions}>
        <Button
          type="submit"
          iconStart={<CalendarCheck />}
          // The spec's words stay on the button while busy ('Loading...', 'Exporting...').
          aria-busy={applying || undefined}
          disabled={applying || backwards}
        >
          {applying ? reportMessages.applying : reportMessages.apply}
        </Button>
        <Button
          type="button"
          variant="secondary"
          iconStart={<Download />}
          aria-busy={exporting || undefined}
          disabled={exporting || !canExport}
          onClick={onExport}
        >
          {exporting ? reportMessages.exporting : reportMessages.export}
        </Button>
        <span className={styles.exportStatus} role="status" aria-live="polite">
          {exportStatusText[exportState.status](exportState.file)}
        </span>
      </div>
    </form>
  );
}
