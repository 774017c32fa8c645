import type { Meta, StoryObj } from '@storybook/react-vite';
import { PackageOpen, SearchX } from 'lucide-react';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Display/EmptyState',
  component: EmptyState,
  args: {
    icon: <PackageOpen />,
    title: 'No orders found',
    description: 'Orders appear here as soon as the first one is created.',
    action: <Button>Create order</Button>,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Card>
          <Story />
        </Card>
      </div>
    ),
  ],
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Filtered: Story = {
  args: {
    icon: <SearchX />,
    description: 'Try adjusting your search or filters.',
    action: <Button variant="secondary">Clear all filters</Button>,
  },
};

export const TitleOnly: Story = {
  args: {
    icon: undefined,
    description: undefined,
    action: undefined,
    title: 'No data available for the selected period',
  },
};
