import { Tabs as RadixTabs } from 'radix-ui';
import type { ReactNode } from 'react';
import * as styles from './Tabs.css';

export interface TabsRootProps {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** `automatic`: arrow keys select; `manual`: arrow keys move focus, Enter selects. */
  activationMode?: 'automatic' | 'manual';
  children: ReactNode;
}

function Root({ children, ...rest }: TabsRootProps) {
  return (
    <RadixTabs.Root className={styles.root} {...rest}>
      {children}
    </RadixTabs.Root>
  );
}

function List({
  children,
  'aria-label': ariaLabel,
}: {
  children: ReactNode;
  'aria-label'?: string;
}) {
  return (
    <RadixTabs.List className={styles.list} aria-label={ariaLabel}>
      {children}
    </RadixTabs.List>
  );
}

function Trigger({
  value,
  children,
  disabled,
}: {
  value: string;
  children: ReactNode;
  disabled?: boolean;
}) {
  return (
    <RadixTabs.Trigger className={styles.trigger} value={value} disabled={disabled}>
      {children}
    </RadixTabs.Trigger>
  );
}

function Content({
  value,
  children,
  forceMount,
}: {
  value: string;
  children: ReactNode;
  forceMount?: true;
}) {
  return (
    <RadixTabs.Content className={styles.content} value={value} forceMount={forceMount}>
      {children}
    </RadixTabs.Content>
  );
}

/** Radix's Tabs contract (`Root`, `List`, `Trigger`, `Content`) with the kit's looks. */
export const Tabs = { Root, List, Trigger, Content };
