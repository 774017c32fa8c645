import type { Meta, StoryObj } from '@storybook/react-vite';
import { Shield } from 'lucide-react';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { Badge } from './Badge';
import { badgeSizes, badgeTones } from './Badge.css';

const meta = {
  title: 'Display/Badge',
  component: Badge,
  argTypes: {
    tone: { control: 'select', options: badgeTones },
    size: { control: 'inline-radio', options: badgeSizes },
    icon: { control: false },
  },
  args: { children: 'Ready', tone: 'purple', size: 'md' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Tones: Story = {
  render: (args) => (
    <Stack gap="sm">
      <Inline gap="xs">
        {badgeTones.map((tone) => (
          <Badge key={tone} {...args} tone={tone}>
            {tone}
          </Badge>
        ))}
      </Inline>
      <Inline gap="xs">
        {badgeTones.map((tone) => (
          <Badge key={tone} {...args} tone={tone} dot>
            {tone}
          </Badge>
        ))}
      </Inline>
    </Stack>
  ),
};

export const Statuses: Story = {
  render: (args) => (
    <Inline gap="xs">
      <Badge {...args} tone="amber" dot>
        Pending
      </Badge>
      <Badge {...args} tone="blue" dot>
        Processing
      </Badge>
      <Badge {...args} tone="purple" dot>
        Ready
      </Badge>
      <Badge {...args} tone="green" dot>
        Delivered
      </Badge>
      <Badge {...args} tone="red" dot>
        Cancelled
      </Badge>
      <Badge {...args} tone="grey" dot>
        Unknown
      </Badge>
    </Inline>
  ),
};

export const Roles: Story = {
  render: (args) => (
    <Inline gap="xs">
      <Badge {...args} tone="purple" icon={<Shield />}>
        Administrator
      </Badge>
      <Badge {...args} tone="blue">
        Cashier
      </Badge>
      <Badge {...args} tone="grey">
        User
      </Badge>
    </Inline>
  ),
};

export const Small: Story = { args: { size: 'sm', tone: 'green', children: 'Student' } };

export const LongText: Story = {
  args: { children: 'A badge with far too much text in it for its own good', tone: 'blue' },
  decorators: [
    (Story) => (
      <div style={{ width: 200 }}>
        <Story />
      </div>
    ),
  ],
};
