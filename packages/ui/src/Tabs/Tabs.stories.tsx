import type { Meta, StoryObj } from '@storybook/react-vite';
import { BarChart3, List } from 'lucide-react';
import { fn } from 'storybook/test';
import { Badge } from '../Badge/Badge';
import { Text } from '../Text/Text';
import { Tabs } from './Tabs';

const meta = {
  title: 'Overlays/Tabs',
  component: Tabs.Root,
  args: { defaultValue: 'orders', onValueChange: fn(), children: null },
} satisfies Meta<typeof Tabs.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <Tabs.Root {...args}>
      <Tabs.List aria-label="Orders page">
        <Tabs.Trigger value="orders">Orders</Tabs.Trigger>
        <Tabs.Trigger value="analytics">Analytics</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="orders">
        <Text>The list of orders.</Text>
      </Tabs.Content>
      <Tabs.Content value="analytics">
        <Text>Charts and figures.</Text>
      </Tabs.Content>
    </Tabs.Root>
  ),
};

export const WithIconsAndCounts: Story = {
  render: (args) => (
    <Tabs.Root {...args}>
      <Tabs.List aria-label="Orders page">
        <Tabs.Trigger value="orders">
          <List aria-hidden="true" /> Orders{' '}
          <Badge size="sm" tone="primary">
            128
          </Badge>
        </Tabs.Trigger>
        <Tabs.Trigger value="analytics">
          <BarChart3 aria-hidden="true" /> Analytics
        </Tabs.Trigger>
        <Tabs.Trigger value="archived" disabled>
          Archived
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="orders">
        <Text>The list of orders.</Text>
      </Tabs.Content>
      <Tabs.Content value="analytics">
        <Text>Charts and figures.</Text>
      </Tabs.Content>
    </Tabs.Root>
  ),
};

export const ManyTabs: Story = {
  args: { defaultValue: 'revenue' },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <Tabs.Root {...args}>
        <Tabs.List aria-label="Reports">
          <Tabs.Trigger value="revenue">Revenue</Tabs.Trigger>
          <Tabs.Trigger value="status">Order Status</Tabs.Trigger>
          <Tabs.Trigger value="customers">Customers</Tabs.Trigger>
          <Tabs.Trigger value="services">Services</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="revenue">
          <Text>On a narrow screen the tab list scrolls sideways.</Text>
        </Tabs.Content>
      </Tabs.Root>
    </div>
  ),
};
