import { Heading, Tabs, Text } from '@laundry/ui';
import type { ComponentType } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { CustomerReport } from './CustomerReport';
import { reportMessages } from './messages';
import { OrderStatusReport } from './OrderStatusReport';
import { RevenueReport } from './RevenueReport';
import { type ReportKind, reportKinds, reportTabLabels } from './reportKinds';
import * as styles from './reports.css';
import { ServiceReport } from './ServiceReport';

const tabContent: Record<ReportKind, ComponentType> = {
  revenue: RevenueReport,
  'order-status': OrderStatusReport,
  customers: CustomerReport,
  services: ServiceReport,
};

const isKind = (value: string | undefined): value is ReportKind =>
  (reportKinds as readonly (string | undefined)[]).includes(value);

/**
 * /reports/* (spec part 2 §2.11): one address per tab, /reports/revenue (the default),
 * /reports/order-status, /reports/customers, /reports/services. A tab opened from the tab bar
 * starts with empty dates; its applied range lives in its address.
 */
export function ReportsPage() {
  const tab = useParams()['*'];
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const period = new URLSearchParams();
  for (const name of ['startDate', 'endDate']) {
    const value = params.get(name);
    if (value) period.set(name, value);
  }
  const periodSearch = period.size ? `?${period}` : '';
  if (!isKind(tab)) return <Navigate to="/reports/revenue" replace />;
  return (
    <div className={styles.page}>
      <title>Reports</title>
      <header className={styles.pageTitle}>
        <Heading level={1}>{reportMessages.title}</Heading>
        <Text tone="muted">Revenue, orders, customers and services over any period, in LKR.</Text>
      </header>
      <Tabs.Root
        value={tab}
        // Arrow keys move between tabs; Enter opens one (each opening loads a report).
        activationMode="manual"
        // The period goes along to the next tab (its own choice, e.g. grouping, does not).
        onValueChange={(next) => navigate({ pathname: `/reports/${next}`, search: periodSearch })}
      >
        <Tabs.List aria-label="Reports">
          {reportKinds.map((kind) => (
            <Tabs.Trigger key={kind} value={kind}>
              {reportTabLabels[kind]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {reportKinds.map((kind) => {
          const Report = tabContent[kind];
          return (
            <Tabs.Content key={kind} value={kind}>
              <Report />
            </Tabs.Content>
          );
        })}
      </Tabs.Root>
    </div>
  );
}
