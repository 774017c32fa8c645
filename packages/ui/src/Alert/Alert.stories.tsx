import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { Stack } from '../Stack/Stack';
import { Alert } from './Alert';
import { alertTones } from './Alert.css';

const meta = {
  title: 'Display/Alert',
  component: Alert,
  argTypes: { tone: { control: 'inline-radio', options: alertTones } },
  args: {
    tone: 'info',
    title: 'Items Need Confirmation',
    children: 'The picked-up items have not been confirmed yet.',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Tones: Story = {
  render: (args) => (
    <Stack gap="sm">
      <Alert {...args} tone="info" title="Tip">
        Press Enter in the search box to open the first result.
      </Alert>
      <Alert {...args} tone="success" title="Student Discount Eligible!">
        This customer will receive a 10% discount on all orders
      </Alert>
      <Alert {...args} tone="warning" title="Email service not configured">
        Please inform the customer of the bank details manually.
      </Alert>
      <Alert {...args} tone="danger" title="Failed to load orders. Please try again." />
    </Stack>
  ),
};

export const WithAction: Story = {
  args: {
    tone: 'danger',
    title: 'Failed to load analytics data. Please try again.',
    children: undefined,
    action: (
      <Button size="sm" variant="secondary">
        Retry
      </Button>
    ),
  },
};

export const Dismissible: Story = {
  args: { tone: 'success', onDismiss: fn(), title: 'Customer created' },
};

export const WithoutTitle: Story = {
  args: {
    title: undefined,
    tone: 'warning',
    children: '3 failed attempts. Account will be locked after 5 failed attempts.',
  },
};

export const LongContent: Story = {
  args: {
    tone: 'info',
    children:
      'A long message that explains in some detail what happened, why it matters and what the person reading it should do next, wrapping over several lines without losing its shape.',
  },
};
