import type { NavItem } from '@laundry/domain';
import {
  ChartColumn,
  CirclePlus,
  ClipboardList,
  History,
  LayoutDashboard,
  type LucideIcon,
  Mails,
  PackageCheck,
  ShieldCheck,
  Shirt,
  UserCog,
  Users,
  Wallet,
} from 'lucide-react';

/** One icon per navigation key (the domain decides which items a user sees). */
export const navIcons: Record<NavItem['key'], LucideIcon> = {
  dashboard: LayoutDashboard,
  'new-order': CirclePlus,
  orders: ClipboardList,
  ready: PackageCheck,
  customers: Users,
  services: Shirt,
  staff: UserCog,
  users: ShieldCheck,
  audit: History,
  outbox: Mails,
  reports: ChartColumn,
  till: Wallet,
};
