// Shared fixtures for the shell stories (not part of the kit's API).
import {
  BarChart3,
  Bell,
  ChevronDown,
  LayoutDashboard,
  Package,
  Settings2,
  Shirt,
  UserCog,
  Users,
} from 'lucide-react';
import { Avatar } from '../Avatar/Avatar';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { Inline } from '../Inline/Inline';
import { SearchField } from '../SearchField/SearchField';
import { SidebarGroup, SidebarItem } from '../Sidebar/Sidebar';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';

export const demoSidebarFooter = (
  <Inline gap="sm" wrap={false}>
    <Avatar initials="KJ" />
    <Stack gap="none">
      <Text weight="semibold" size="sm" truncate>
        Kasun Jayawardena
      </Text>
      <Text size="xs" tone="muted">
        Full Access
      </Text>
    </Stack>
  </Inline>
);

export const demoSidebarGroups = (active = 'dashboard') => (
  <>
    <SidebarGroup label="Overview">
      <SidebarItem icon={<LayoutDashboard />} active={active === 'dashboard'} asChild>
        <a href="#dashboard">Dashboard</a>
      </SidebarItem>
    </SidebarGroup>
    <SidebarGroup label="Core Operations">
      <SidebarItem icon={<Package />} active={active === 'orders'} badge={12} asChild>
        <a href="#orders">Orders</a>
      </SidebarItem>
      <SidebarItem icon={<Users />} active={active === 'customers'} asChild>
        <a href="#customers">Customers</a>
      </SidebarItem>
    </SidebarGroup>
    <SidebarGroup label="Management">
      <SidebarItem icon={<Shirt />} asChild>
        <a href="#services">Services</a>
      </SidebarItem>
      <SidebarItem icon={<UserCog />} asChild>
        <a href="#staff">Staff</a>
      </SidebarItem>
      <SidebarItem icon={<Settings2 />} asChild>
        <a href="#users">Users</a>
      </SidebarItem>
    </SidebarGroup>
    <SidebarGroup label="Analytics">
      <SidebarItem icon={<BarChart3 />} asChild>
        <a href="#reports">Reports</a>
      </SidebarItem>
    </SidebarGroup>
  </>
);

export const demoTopBarEnd = (
  <>
    <Text size="sm" weight="medium" tone="muted" tabularNums>
      10:42 AM
    </Text>
    <IconButton label="Notifications" icon={<Bell />} />
    <Button variant="ghost" iconEnd={<ChevronDown />}>
      <Avatar initials="KJ" size="sm" />
      Kasun
    </Button>
  </>
);

export const demoTopBarStart = (
  <div style={{ width: '100%', maxWidth: 380 }}>
    <SearchField label="Search" placeholder="Search orders, customers..." size="sm" />
  </div>
);
