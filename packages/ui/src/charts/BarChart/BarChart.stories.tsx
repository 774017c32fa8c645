import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '../../Card/Card';
import { chartColors } from '../chartTheme';
import {
  dailyOrders,
  lkr,
  longCustomerNames,
  ordersByStatus,
  shortDate,
  topCustomers,
} from '../fixtures';
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

/**
 * Long names: the axis takes the room they need (up to 40% of the width) and cuts what is left
 * with '…' (here at 15 characters, as the customers report asks); the tooltip has the whole name.
 */
export const LongNames: Story = {
  args: {
    label: 'Top customers by amount spent',
    data: longCustomerNames,
    horizontal: true,
    formatValue: lkr,
    formatX: undefined,
    maxLabelLength: 15,
    color: 'purple',
    height: 300,
  },
};

/** The same names under the bars, cut to the room each slot has. */
export const LongNamesUnderBars: Story = {
  args: {
    label: 'Revenue by customer',
    data: longCustomerNames,
    formatValue: lkr,
    formatX: undefined,
  },
};

export const Empty: Story = { args: { data: [] } };
