import type { TillReport as TillReportData } from '@laundry/domain';
import { Alert, Button, Card, Spinner, Stack } from '@laundry/ui';
import { Printer } from 'lucide-react';
import { useState } from 'react';
import { useBusinessTimeZone } from '../../app/businessTimeZone';
import { QueryFailure } from '../../app/QueryState';
import { CashOutForm } from './CashOutForm';
import { CloseTillForm } from './CloseTillForm';
import { OpenTillForm } from './OpenTillForm';
import { useCurrentTill } from './queries';
import { PrintableTillReport, TillReport } from './TillReport';
import * as styles from './till.css';

/** A report on screen with its Print button; the printable copy exists only while shown. */
function ReportCard({ report, title }: { report: TillReportData; title: string }) {
  const timeZone = useBusinessTimeZone();
  return (
    <Card
      title={title}
      actions={
        <Button variant="secondary" iconStart={<Printer />} onClick={() => window.print()}>
          Print
        </Button>
      }
    >
      <TillReport report={report} timeZone={timeZone} />
      <PrintableTillReport report={report} timeZone={timeZone} />
    </Card>
  );
}

/**
 * The cashier's own till: open it, take cash out, read the X report, count and close; after the
 * close, the Z report to print, and the next session may carry what was counted.
 */
export function TillCounter() {
  const current = useCurrentTill();
  const [closed, setClosed] = useState<TillReportData | null>(null);
  if (current.isPending) return <Spinner label="Loading your till" />;
  if (current.isError) return <QueryFailure query={current} fallback="Failed to load your till" />;
  const { report, carryFloat } = current.data;
  if (report) {
    return (
      <div className={styles.counter}>
        <ReportCard report={report} title="X report" />
        <Stack gap="lg">
          <CashOutForm sessionId={report.session._id} />
          <CloseTillForm report={report} onClosed={setClosed} />
        </Stack>
      </div>
    );
  }
  return (
    <div className={styles.counter}>
      <Stack gap="lg">
        {closed ? <Alert tone="success">Till closed.</Alert> : null}
        <OpenTillForm carryFloat={carryFloat} onOpened={() => setClosed(null)} />
      </Stack>
      {closed ? <ReportCard report={closed} title="Z report" /> : null}
    </div>
  );
}
