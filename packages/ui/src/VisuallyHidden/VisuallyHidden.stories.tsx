import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell } from 'lucide-react';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Layout/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: '3 unread notifications' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The text is read by screen readers but not shown: only the bell is visible. */
export const BesideAnIcon: Story = {
  render: (args) => (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <Bell aria-hidden="true" />
      <VisuallyHidden {...args} />
    </span>
  ),
};
