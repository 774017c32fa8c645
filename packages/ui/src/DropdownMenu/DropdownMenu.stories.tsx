import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  ChevronDown,
  Copy,
  LogOut,
  MoreHorizontal,
  Pencil,
  Settings,
  Trash2,
  User,
} from 'lucide-react';
import { fn } from 'storybook/test';
import { Avatar } from '../Avatar/Avatar';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { DropdownMenu } from './DropdownMenu';

const meta = {
  title: 'Overlays/DropdownMenu',
  component: DropdownMenu.Root,
  args: { onOpenChange: fn() },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof DropdownMenu.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UserMenu: Story = {
  args: { defaultOpen: true, modal: false },
  render: (args) => (
    <div style={{ height: 280 }}>
      <DropdownMenu.Root {...args}>
        <DropdownMenu.Trigger asChild>
          <Button variant="ghost" iconEnd={<ChevronDown />}>
            <Avatar initials="KJ" size="sm" />
            Kasun J.
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content aria-label="User menu">
          <DropdownMenu.Label>admin@laundry.test</DropdownMenu.Label>
          <DropdownMenu.Item icon={<User />} onSelect={fn()}>
            View Profile
          </DropdownMenu.Item>
          <DropdownMenu.Item icon={<Settings />} onSelect={fn()} shortcut="⌘,">
            Settings
          </DropdownMenu.Item>
          <DropdownMenu.Separator />
          <DropdownMenu.Item icon={<LogOut />} tone="danger" onSelect={fn()}>
            Sign out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Root>
    </div>
  ),
};

export const RowActions: Story = {
  render: (args) => (
    <DropdownMenu.Root {...args}>
      <DropdownMenu.Trigger asChild>
        <IconButton label="Actions for order ORD-00042" icon={<MoreHorizontal />} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        <DropdownMenu.Item icon={<Pencil />}>Edit</DropdownMenu.Item>
        <DropdownMenu.Item icon={<Copy />}>Duplicate</DropdownMenu.Item>
        <DropdownMenu.Item icon={<Copy />} disabled>
          Print (unavailable)
        </DropdownMenu.Item>
        <DropdownMenu.Separator />
        <DropdownMenu.Item icon={<Trash2 />} tone="danger">
          Delete
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  ),
};
