import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: 'Remember me', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Checked: Story = { args: { defaultChecked: true } };

export const Controlled: Story = {
  render: (args) => {
    const [checked, setChecked] = useState(false);
    return (
      <Checkbox
        {...args}
        label={`This customer is a student (${checked ? 'yes' : 'no'})`}
        checked={checked}
        onCheckedChange={setChecked}
      />
    );
  },
};

export const States: Story = {
  render: (args) => (
    <Stack gap="md">
      <Checkbox {...args} label="Unchecked" />
      <Checkbox {...args} label="Checked" defaultChecked />
      <Checkbox {...args} label="Indeterminate (some rows selected)" checked="indeterminate" />
      <Checkbox {...args} label="Disabled" disabled />
      <Checkbox {...args} label="Disabled and checked" disabled defaultChecked />
    </Stack>
  ),
};

export const WithDescription: Story = {
  args: {
    label: 'Express service',
    description: 'Ready within 24 hours for an extra fee.',
  },
};

export const WithError: Story = {
  args: { label: 'I accept the terms', error: 'Please accept the terms to continue' },
};

export const LongLabel: Story = {
  args: {
    label:
      'Send the customer an email with the receipt, the pickup time and the bank account details for the transfer, and keep a copy in the order history',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
};
