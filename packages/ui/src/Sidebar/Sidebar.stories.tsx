import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  BarChart3,
  LayoutDashboard,
  Package,
  PlusCircle,
  Users,
  WashingMachine,
} from 'lucide-react';
import { demoSidebarFooter, demoSidebarGroups } from '../storySupport/shellDemo';
import { Sidebar, SidebarGroup, SidebarItem } from './Sidebar';

const meta = {
  title: 'Shell/Sidebar',
  component: Sidebar,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Admin Portal',
    subtitle: 'Campus Laundry',
    logo: <WashingMachine />,
    footer: demoSidebarFooter,
    children: demoSidebarGroups(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 264, height: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {};

export const Cashier: Story = {
  args: {
    title: 'Cashier Terminal',
    children: (
      <>
        <SidebarGroup label="Quick Access">
          <SidebarItem icon={<LayoutDashboard />} asChild>
            <a href="#dashboard">Dashboard</a>
          </SidebarItem>
        </SidebarGroup>
        <SidebarGroup label="Daily Operations">
          <SidebarItem icon={<PlusCircle />} active asChild>
            <a href="#new-order">New Order</a>
          </SidebarItem>
          <SidebarItem icon={<Package />} asChild>
            <a href="#orders">Orders</a>
          </SidebarItem>
        </SidebarGroup>
        <SidebarGroup label="Customer Service">
          <SidebarItem icon={<Users />} asChild>
            <a href="#customers">Customers</a>
          </SidebarItem>
        </SidebarGroup>
        <SidebarGroup label="Insights">
          <SidebarItem icon={<BarChart3 />} asChild>
            <a href="#reports">Reports</a>
          </SidebarItem>
        </SidebarGroup>
      </>
    ),
  },
};

export const LongLabels: Story = {
  args: {
    title: 'A very long portal title that does not fit',
    subtitle: 'And an equally long subtitle under it',
    children: (
      <SidebarGroup label="A group label that goes on">
        <SidebarItem icon={<Package />} active href="#a">
          An item label far too long for the sidebar
        </SidebarItem>
        <SidebarItem icon={<Users />} onClick={() => undefined}>
          A button item
        </SidebarItem>
      </SidebarGroup>
    ),
  },
};
