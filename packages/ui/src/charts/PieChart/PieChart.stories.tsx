import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '../../Card/Card';
import { lkr, ordersByStatus, revenueByCategory } from '../fixtures';
import { PieChart } from './PieChart';

const meta = {
  title: 'Charts/PieChart',
  component: PieChart,
  args: {
    label: 'Orders by status',
    data: ordersByStatus,
    height: 260,
    centerValue: '182',
    centerLabel: 'orders',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Card title="Chart">
          <Story />
        </Card>
      </div>
    ),
  ],
} satisfies Meta<typeof PieChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Donut: Story = {};

export const Pie: Story = {
  args: {
    donut: false,
    label: 'Revenue by category',
    data: revenueByCategory,
    formatValue: lkr,
    centerValue: undefined,
    centerLabel: undefined,
  },
};

export const WithoutLegend: Story = { args: { legend: false } };

export const Empty: Story = { args: { data: [] } };
