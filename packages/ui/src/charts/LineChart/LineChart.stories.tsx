import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '../../Card/Card';
import { chartColors } from '../chartTheme';
import { dailyRevenue, lkr, shortDate } from '../fixtures';
import { LineChart } from './LineChart';

const meta = {
  title: 'Charts/LineChart',
  component: LineChart,
  argTypes: { color: { control: 'select', options: chartColors } },
  args: {
    label: 'Revenue per day',
    data: dailyRevenue,
    formatValue: lkr,
    formatX: shortDate,
    height: 300,
    color: 'teal',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 820 }}>
        <Card title="Revenue" description="Daily, last two weeks">
          <Story />
        </Card>
      </div>
    ),
  ],
} satisfies Meta<typeof LineChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const LineOnly: Story = { args: { area: false, color: 'blue' } };

export const SinglePoint: Story = { args: { data: dailyRevenue.slice(0, 1) } };

/** A month of days in a narrow card: the period labels thin out rather than overlap. */
export const ManyPointsNarrow: Story = {
  args: {
    label: 'Revenue per day, one month',
    data: Array.from({ length: 30 }, (_, index) => ({
      x: `2026-11-${String(index + 1).padStart(2, '0')}`,
      y: 9000 + ((index * 7919) % 13000),
    })),
    formatX: undefined,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
};

export const Empty: Story = { args: { data: [] } };
