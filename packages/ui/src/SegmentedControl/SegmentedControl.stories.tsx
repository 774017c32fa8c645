import type { Meta, StoryObj } from '@storybook/react-vite';
import { LayoutGrid, List } from 'lucide-react';
import { fn } from 'storybook/test';
import { SegmentedControl } from './SegmentedControl';
import { segmentedSizes } from './SegmentedControl.css';

const meta = {
  title: 'Forms/SegmentedControl',
  component: SegmentedControl,
  argTypes: { size: { control: 'inline-radio', options: segmentedSizes } },
  args: {
    label: 'Group by',
    options: [
      { value: 'day', label: 'Daily' },
      { value: 'week', label: 'Weekly' },
      { value: 'month', label: 'Monthly' },
    ],
    defaultValue: 'day',
    onValueChange: fn(),
  },
} satisfies Meta<typeof SegmentedControl>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const IconsOnly: Story = {
  args: {
    label: 'View',
    defaultValue: 'table',
    options: [
      { value: 'table', label: 'Table view', icon: <List />, hideLabel: true },
      { value: 'grid', label: 'Grid view', icon: <LayoutGrid />, hideLabel: true },
    ],
  },
};

export const IconsAndText: Story = {
  args: {
    label: 'View',
    defaultValue: 'grid',
    options: [
      { value: 'table', label: 'Table', icon: <List /> },
      { value: 'grid', label: 'Grid', icon: <LayoutGrid /> },
    ],
  },
};

export const Small: Story = { args: { size: 'sm' } };

export const FullWidth: Story = {
  args: { fullWidth: true },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
};

export const WithDisabledOption: Story = {
  args: {
    options: [
      { value: 'day', label: 'Daily' },
      { value: 'week', label: 'Weekly' },
      { value: 'month', label: 'Monthly', disabled: true },
    ],
  },
};
