import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { DateInput, type DateInputProps } from './DateInput';

function Controlled(props: Omit<DateInputProps, 'value' | 'onValueChange'> & { value?: string }) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <div style={{ maxWidth: 280 }}>
      <DateInput {...props} value={value} onValueChange={setValue} />
      <p style={{ fontSize: 12 }}>Value: {value || '(none)'}</p>
    </div>
  );
}

const meta = {
  title: 'Forms/DateInput',
  component: DateInput,
  args: { label: 'Pickup date', value: '', onValueChange: () => {} },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof DateInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithDay: Story = { args: { value: '2026-03-02' } };

export const WithRange: Story = {
  args: {
    label: 'Delivery date',
    value: '2026-03-05',
    min: '2026-03-02',
    max: '2026-04-30',
    hint: 'Between 02/03/2026 and 30/04/2026',
  },
};

export const WithError: Story = {
  args: { value: '2026-03-01', error: 'Pickup date cannot be in the past' },
};
