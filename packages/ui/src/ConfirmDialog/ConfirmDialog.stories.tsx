import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { ConfirmDialog, confirmTones } from './ConfirmDialog';

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  argTypes: { tone: { control: 'inline-radio', options: confirmTones } },
  args: {
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    title: 'Sign Out',
    description:
      'Are you sure you want to sign out? You will need to sign in again to access your account.',
    confirmLabel: 'Sign Out',
    tone: 'default',
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Danger: Story = {
  args: {
    tone: 'danger',
    title: 'Delete order',
    description: 'Delete order ORD-2026-00042? This cannot be undone!',
    confirmLabel: 'Delete',
  },
};

export const Busy: Story = { args: { busy: true } };

export const AsyncConfirm: Story = {
  render: (args) => {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button variant="danger" onClick={() => setOpen(true)}>
          Delete customer
        </Button>
        <ConfirmDialog
          {...args}
          open={open}
          onOpenChange={setOpen}
          tone="danger"
          title="Delete customer"
          description="The customer and their loyalty points will be removed."
          confirmLabel="Delete"
          onConfirm={() => new Promise((resolve) => setTimeout(resolve, 1200))}
        />
      </>
    );
  },
};
