import { DropdownMenu, IconButton } from '@laundry/ui';
import { MoreHorizontal } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

/** One action of a row's menu. */
export interface RowAction {
  label: string;
  icon: ReactNode;
  /** Where the action goes (with the navigation's `state`), or what it does. */
  to?: string;
  state?: unknown;
  onSelect?: () => void;
  /** Offered only when true (a permission, the record's state); always when left out. */
  when?: boolean;
  /** Deletes or destroys: last, after a line, in red. */
  danger?: boolean;
}

/**
 * A row's menu of actions (customers, orders, services, staff, users): the "…" button named
 * 'Actions for <row>', its items in order, the destructive ones last after a line. Items not
 * offered (`when: false`) are left out.
 */
export function RowActionsMenu({ label, actions }: { label: string; actions: RowAction[] }) {
  const navigate = useNavigate();
  const offered = actions.filter((action) => action.when !== false);
  const item = (action: RowAction) => (
    <DropdownMenu.Item
      key={action.label}
      icon={action.icon}
      tone={action.danger ? 'danger' : undefined}
      onSelect={() => {
        if (action.to) navigate(action.to, { state: action.state });
        action.onSelect?.();
      }}
    >
      {action.label}
    </DropdownMenu.Item>
  );
  const safe = offered.filter((action) => !action.danger);
  const dangerous = offered.filter((action) => action.danger);
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <IconButton label={label} icon={<MoreHorizontal />} size="sm" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content aria-label={label}>
        {safe.map(item)}
        {dangerous.length > 0 && safe.length > 0 ? <DropdownMenu.Separator /> : null}
        {dangerous.map(item)}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
