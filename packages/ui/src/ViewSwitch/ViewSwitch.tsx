import { LayoutGrid, List } from 'lucide-react';
import { SegmentedControl } from '../SegmentedControl/SegmentedControl';

export const listViews = ['table', 'grid'] as const;
export type ListView = (typeof listViews)[number];

export interface ViewSwitchProps {
  value: ListView;
  onValueChange: (view: ListView) => void;
  /** Names the group for screen readers. */
  label?: string;
  tableLabel?: string;
  gridLabel?: string;
}

/** Table or grid (cards) for a list: two icon buttons whose labels stay their accessible names. */
export function ViewSwitch({
  value,
  onValueChange,
  label = 'View',
  tableLabel = 'Table view',
  gridLabel = 'Grid view',
}: ViewSwitchProps) {
  return (
    <SegmentedControl
      label={label}
      size="sm"
      options={[
        { value: 'table', label: tableLabel, icon: <List />, hideLabel: true },
        { value: 'grid', label: gridLabel, icon: <LayoutGrid />, hideLabel: true },
      ]}
      value={value}
      onValueChange={onValueChange}
    />
  );
}
