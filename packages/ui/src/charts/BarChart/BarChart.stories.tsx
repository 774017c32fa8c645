import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '../../Card/Card';
import { chartColors } from '../chartTheme';
import { dailyOrders, lkr, ordersByStatus, shortDate, topCustomers } from '../fixtures';
import { BarChart } from './BarChart';

const meta = {
  title: 'Charts/BarChart',
  component: BarChart,
  argTypes: { color: { control: 'select', options: chartColors } },
  args: {
    label: 'Orders per day',
    data: dailyOrders,
    formatX: shortDate,
    height: 300,
    color: 'teal',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 820 }}>
        <Card title="Chart">
          <Story />
        </Card>
      </div>
    ),
  ],
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ColouredByStatus: Story = {
  args: { label: 'Orders by status', data: ordersByStatus, formatX: undefined },
};

export const Horizontal: Story = {
  args: {
    label: 'Top customers by amount spent',
    data: topCustomers,
    horizontal: true,
    formatValue: lkr,
    formatX: undefined,
    color: 'purple',
    height: 340,
  },
};

export const Empty: Story = { args: { data: [] } };
