import {
  formatCurrency,
  formatLongDateTime,
  TILL_MOVEMENT_LABELS,
  type TillReport as TillReportData,
} from '@laundry/domain';
import { createPortal } from 'react-dom';
import { usePublicConfig } from '../../app/publicConfig';
// The receipt's layout and print rules: fluid up to 105 mm, so it prints on an 80 mm roll and
// centred on A4, with only the print root on paper.
import { receiptStyles as styles } from '../orders';

const money = (amount: number) => formatCurrency(amount, { decimals: 2 });

function Row({ term, detail, strong }: { term: string; detail: string; strong?: boolean }) {
  return (
    <div className={strong ? `${styles.row} ${styles.strongRow}` : styles.row}>
      <dt>{term}</dt>
      <dd>{detail}</dd>
    </div>
  );
}

/**
 * The X report (an open till, read-only, any time) or the Z report (the close): the float, cash
 * in and out, what the drawer should hold, and once closed what was counted and the variance;
 * bank transfers listed apart.
 */
export function TillReport({ report, timeZone }: { report: TillReportData; timeZone: string }) {
  const config = usePublicConfig();
  const { session, figures } = report;
  const closed = session.status === 'closed';
  const title = closed ? `Z Report · Till ${session.number}` : `X Report · Till ${session.number}`;
  return (
    <article className={styles.receipt} aria-label={title}>
      {config.data ? (
        <header className={styles.centre}>
          <p className={styles.businessName}>{config.data.business.name}</p>
          <p className={styles.small}>{config.data.business.address}</p>
        </header>
      ) : null}
      <hr className={styles.rule} />
      <h3 className={styles.heading}>{title}</h3>
      <dl className={styles.rows}>
        <Row term="Cashier" detail={session.openedBy.name} />
        <Row term="Opened" detail={formatLongDateTime(session.openedAt, timeZone)} />
        {session.closedAt ? (
          <Row term="Closed" detail={formatLongDateTime(session.closedAt, timeZone)} />
        ) : null}
      </dl>
      <hr className={styles.rule} />
      <dl className={styles.rows}>
        <Row term="Float" detail={money(figures.float)} />
        <Row term="Cash payments" detail={money(figures.cashPayments)} />
        <Row term="Cash refunds" detail={money(figures.cashRefunds)} />
        <Row term="Paid-outs" detail={money(figures.paidOuts)} />
        <Row term="Drops" detail={money(figures.drops)} />
        <Row term="Expected in drawer" detail={money(figures.expected)} strong />
        {closed && session.counted !== null && session.variance !== null ? (
          <>
            <Row term="Counted" detail={money(session.counted)} strong />
            <Row term="Variance" detail={money(session.variance)} strong />
            {session.adjustments ? (
              <Row term="Adjustments" detail={money(session.adjustments)} />
            ) : null}
          </>
        ) : null}
      </dl>
      {report.movements.length ? (
        <>
          <hr className={styles.rule} />
          <table className={styles.table}>
            <caption className={styles.heading}>Cash out and adjustments</caption>
            <thead>
              <tr>
                <th scope="col">Reason</th>
                <th scope="col">Amount</th>
              </tr>
            </thead>
            <tbody>
              {report.movements.map((movement) => (
                <tr key={movement._id}>
                  <td>{`${TILL_MOVEMENT_LABELS[movement.kind]}: ${movement.reason}`}</td>
                  <td>{money(movement.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
      <hr className={styles.rule} />
      <dl className={styles.rows}>
        <Row
          term={`Bank transfers (${report.bankTransfers.items.length})`}
          detail={money(report.bankTransfers.total)}
        />
      </dl>
      {session.note ? <p className={styles.small}>{`Note: ${session.note}`}</p> : null}
    </article>
  );
}

/** The report again, outside the app, for paper only (as the order's receipt). */
export function PrintableTillReport({
  report,
  timeZone,
}: {
  report: TillReportData;
  timeZone: string;
}) {
  return createPortal(
    <div className={styles.printRoot} data-testid="print-till-report" aria-hidden="true">
      <style>{'@page { size: auto; margin: 4mm; }'}</style>
      <TillReport report={report} timeZone={timeZone} />
    </div>,
    document.body,
  );
}
