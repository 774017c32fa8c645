import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Select } from './Select';

const sortOptions = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'name-asc', label: 'Name A-Z' },
  { value: 'name-desc', label: 'Name Z-A' },
  { value: 'employee-id', label: 'Employee ID', disabled: true },
] as const;

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: {
    label: 'Sort by',
    options: sortOptions,
    placeholder: 'Choose an order',
    onValueChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithValue: Story = { args: { defaultValue: 'name-asc' } };

export const Controlled: Story = {
  render: (args) => {
    const [value, setValue] = useState('newest');
    return <Select {...args} value={value} onValueChange={setValue} hint={`Chosen: ${value}`} />;
  },
};

export const WithError: Story = { args: { error: 'Please select a status', required: true } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'oldest' } };

export const Small: Story = { args: { size: 'sm', hideLabel: true, defaultValue: 'newest' } };

export const LongOptions: Story = {
  args: {
    label: 'Service',
    options: Array.from({ length: 30 }, (_, i) => ({
      value: `service-${i + 1}`,
      label: `Service ${i + 1}: wash, dry, iron and fold with premium detergent`,
    })),
  },
};
