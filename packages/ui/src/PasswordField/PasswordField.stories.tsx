import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  args: { label: 'Password', placeholder: 'Enter your password' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithValue: Story = { args: { defaultValue: 'demo1234' } };

export const NewPassword: Story = {
  args: { label: 'New Password', autoComplete: 'new-password', hint: 'At least 6 characters' },
};

export const WithError: Story = {
  args: { defaultValue: '123', error: 'Password must be at least 6 characters' },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'secret' } };
