import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '../Card/Card';
import { listViews } from '../ViewSwitch/ViewSwitch';
import { ListSkeleton } from './ListSkeleton';

const meta = {
  title: 'Data/ListSkeleton',
  component: ListSkeleton,
  argTypes: { view: { control: 'inline-radio', options: listViews } },
  args: { view: 'table', label: 'Loading customers' },
  decorators: [
    (Story) => (
      <Card padding="none" title="Customers">
        <Story />
      </Card>
    ),
  ],
} satisfies Meta<typeof ListSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Table: Story = {};
export const Grid: Story = { args: { view: 'grid' } };
export const OneRow: Story = { args: { count: 1 } };
