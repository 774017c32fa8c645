import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { PasswordField } from '../PasswordField/PasswordField';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { TextField } from '../TextField/TextField';
import { Dialog } from './Dialog';
import { dialogSizes } from './Dialog.css';

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  argTypes: { size: { control: 'inline-radio', options: dialogSizes } },
  args: {
    title: 'Account Settings',
    description: 'Update your name, email and phone number.',
    size: 'md',
    onOpenChange: fn(),
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = (
  <Stack gap="md">
    <TextField label="Full Name" defaultValue="Kasun Jayawardena" />
    <TextField label="Email" type="email" defaultValue="admin@laundry.test" />
    <TextField label="Phone Number" hint="10-15 digits, no spaces" />
  </Stack>
);

export const Default: Story = {
  args: {
    trigger: <Button>Open settings</Button>,
    children: form,
    footer: (
      <>
        <Button variant="secondary">Cancel</Button>
        <Button>Save changes</Button>
      </>
    ),
  },
};

export const OpenOnLoad: Story = {
  args: { ...Default.args, defaultOpen: true },
};

export const Controlled: Story = {
  render: (args) => {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Change password</Button>
        <Dialog
          {...args}
          open={open}
          onOpenChange={setOpen}
          title="Change Password"
          description={undefined}
          size="sm"
          footer={
            <>
              <Button variant="secondary" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button onClick={() => setOpen(false)}>Update password</Button>
            </>
          }
        >
          <Stack gap="md">
            <PasswordField label="Current Password" />
            <PasswordField label="New Password" autoComplete="new-password" />
          </Stack>
        </Dialog>
      </>
    );
  },
};

export const LongContent: Story = {
  args: {
    defaultOpen: true,
    size: 'lg',
    title: 'Receipt #ORD-2026-00042',
    description: undefined,
    children: (
      <Stack gap="sm">
        {Array.from({ length: 30 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed demo list
          <Text key={i}>Line {i + 1}: Wash & fold, 2.5 kg × LKR 350.00 = LKR 875.00</Text>
        ))}
      </Stack>
    ),
    footer: <Button>Print receipt</Button>,
  },
};

export const NotDismissible: Story = {
  args: {
    defaultOpen: true,
    dismissible: false,
    title: 'Processing payment…',
    description: 'Please wait while the payment is recorded.',
    footer: <Button loading>Processing</Button>,
  },
};
