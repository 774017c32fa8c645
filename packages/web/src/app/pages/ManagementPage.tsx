import { Spinner, Tabs } from '@laundry/ui';
import { type ReactNode, Suspense } from 'react';
import { usePageParam } from '../lists/useListUrlState';
import { PageHeader } from './PageHeader';
import * as styles from './page.css';

export interface ManagementTab<Value extends string> {
  value: Value;
  label: string;
  content: ReactNode;
  /** A lazily loaded tab (the charts): what its spinner says while it loads. */
  loadingLabel?: string;
}

export interface ManagementPageProps<Value extends string> {
  /** The document's title ('Users'). */
  documentTitle: string;
  title: string;
  description: string;
  actions?: ReactNode;
  /** The stat cards between the header and the tabs. */
  stats?: ReactNode;
  /** The tab list's accessible name ('User management'). */
  tabsLabel: string;
  /**
   * The first tab is the default; the chosen one is kept in the address (`?tab=`). A page with
   * one tab (the outbox) shows its content without a tab list.
   */
  tabs: readonly [ManagementTab<Value>, ...ManagementTab<Value>[]];
  /** The dialogs the page opens. */
  children?: ReactNode;
}

/**
 * An area's main screen (customers, users, staff, services): the header with its actions, the
 * stat cards, then tabs (the list, the analytics) whose choice lives in the address.
 */
export function ManagementPage<Value extends string>(props: ManagementPageProps<Value>) {
  const values = props.tabs.map((tab) => tab.value);
  const [tab, setTab] = usePageParam<Value>('tab', values, props.tabs[0].value);
  return (
    <div className={styles.page}>
      <title>{props.documentTitle}</title>
      <PageHeader title={props.title} description={props.description} actions={props.actions} />
      {props.stats}
      {props.tabs.length === 1 ? (
        <TabBody tab={props.tabs[0]} />
      ) : (
        <Tabs.Root
          value={tab}
          onValueChange={(next) => {
            const found = values.find((value) => value === next);
            if (found) setTab(found);
          }}
        >
          <Tabs.List aria-label={props.tabsLabel}>
            {props.tabs.map((item) => (
              <Tabs.Trigger key={item.value} value={item.value}>
                {item.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {props.tabs.map((item) => (
            <Tabs.Content key={item.value} value={item.value}>
              <TabBody tab={item} />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
      {props.children}
    </div>
  );
}

function TabBody<Value extends string>({ tab }: { tab: ManagementTab<Value> }) {
  return (
    <div className={styles.tabBody}>
      {tab.loadingLabel ? (
        <Suspense fallback={<Spinner label={tab.loadingLabel} />}>{tab.content}</Suspense>
      ) : (
        tab.content
      )}
    </div>
  );
}
