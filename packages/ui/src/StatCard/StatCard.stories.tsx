import type { Meta, StoryObj } from '@storybook/react-vite';
import { Clock, DollarSign, Package, Shirt, Users } from 'lucide-react';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Box } from '../Box/Box';
import { StatCard } from './StatCard';
import { statTones } from './StatCard.css';

const meta = {
  title: 'Display/StatCard',
  component: StatCard,
  argTypes: {
    tone: { control: 'inline-radio', options: statTones },
    icon: { control: false },
  },
  args: {
    label: 'Total Orders',
    value: '1,284',
    hint: 'vs last month',
    trend: '+12%',
    icon: <Package />,
    tone: 'primary',
  },
  decorators: [
    (Story, { parameters }) =>
      parameters.wide ? (
        <Story />
      ) : (
        <div style={{ maxWidth: 300 }}>
          <Story />
        </div>
      ),
  ],
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Down: Story = {
  args: { label: 'Pending Orders', value: '23', trend: '-3%', tone: 'amber', icon: <Clock /> },
};

export const NoTrend: Story = {
  args: {
    trend: undefined,
    hint: '4 orders today',
    label: "Today's Revenue",
    value: 'LKR 18,450',
    icon: <DollarSign />,
    tone: 'green',
  },
};

export const Loading: Story = { args: { loading: true } };

export const Clickable: Story = {
  args: {
    onClick: fn(),
    active: true,
    label: 'Pending Orders',
    value: '23',
    trend: undefined,
    hint: 'Click to filter',
  },
};

export const LongValue: Story = {
  args: {
    label: 'Total Revenue (all time, all branches)',
    value: 'LKR 12,345,678.90',
    icon: <DollarSign />,
    tone: 'green',
  },
};

/**
 * Large money figures in narrow cards (a phone's two columns, a 1280 px row of four): the whole
 * figure shows, smaller or on two lines, never cut with an ellipsis.
 */
export const LongFiguresInNarrowCards: Story = {
  parameters: { wide: true },
  render: () => (
    <Box display="grid" gap="md">
      {[150, 180, 240].map((width) => (
        <div key={width} style={{ display: 'flex', gap: 12 }}>
          {['LKR 300,490,125.50', 'LKR 2,400,490.00', 'LKR 12,345,678.90'].map((figure) => (
            <div key={figure} style={{ width }}>
              <StatCard label="Total Revenue" value={figure} icon={<DollarSign />} tone="green" />
            </div>
          ))}
        </div>
      ))}
    </Box>
  ),
};

export const Dashboard: Story = {
  parameters: { wide: true },
  render: () => {
    const [filter, setFilter] = useState<string | null>(null);
    return (
      <Box display="grid" columns={{ mobile: 1, tablet: 2, desktop: 4 }} gap="md">
        <StatCard
          label="Total Orders"
          value="1,284"
          trend="+12%"
          hint="vs last month"
          icon={<Package />}
          onClick={() => setFilter(null)}
          active={filter === null}
        />
        <StatCard
          label="Customers"
          value="532"
          trend="+8%"
          hint="vs last month"
          icon={<Users />}
          tone="blue"
        />
        <StatCard
          label="Items Processed"
          value="4,906"
          trend="+5%"
          hint="vs last month"
          icon={<Shirt />}
          tone="purple"
        />
        <StatCard
          label="Pending Orders"
          value="23"
          trend="-3%"
          hint="vs last month"
          icon={<Clock />}
          tone="amber"
          onClick={() => setFilter('pending')}
          active={filter === 'pending'}
        />
      </Box>
    );
  },
};
