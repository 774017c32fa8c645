import type { Meta, StoryObj } from '@storybook/react-vite';
import { Mail, Phone } from 'lucide-react';
import { controlSizes } from '../Field/Field.css';
import { Stack } from '../Stack/Stack';
import { TextField } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  argTypes: { size: { control: 'inline-radio', options: controlSizes } },
  args: { label: 'Full Name', placeholder: 'e.g. Nimali Perera' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = {
  args: {
    label: 'Phone Number',
    hint: '10-15 digits, no spaces',
    iconStart: <Phone />,
    inputMode: 'tel',
  },
};

export const WithError: Story = {
  args: {
    label: 'Email',
    type: 'email',
    defaultValue: 'nimali@',
    iconStart: <Mail />,
    hint: 'Used for order confirmations and receipts',
    error: 'Please enter a valid email address',
  },
};

export const Required: Story = { args: { required: true } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Read only value' } };

export const WithUnit: Story = {
  args: { label: 'Weight', type: 'number', defaultValue: 5, trailing: 'kg' },
};

export const LongLabel: Story = {
  args: {
    label:
      'Special instructions for the pickup driver, including gate codes and the best time to call',
    hint: 'A long hint that wraps over more than one line to show how the spacing holds up under the field.',
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Stack gap="md">
      {controlSizes.map((size) => (
        <TextField key={size} {...args} size={size} label={`Size ${size}`} />
      ))}
    </Stack>
  ),
};
