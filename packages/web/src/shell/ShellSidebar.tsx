import { initials, navigationFor, portalFooter, portalTitle, type User } from '@laundry/domain';
import { Avatar, Sidebar, SidebarGroup, SidebarItem, Text } from '@laundry/ui';
import { WashingMachine } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { activeItemKey } from './activeItem';
import { navIcons } from './navIcons';
import * as styles from './shell.css';

/** The back-office navigation: groups and items from the domain's navigationFor(user). */
export function ShellSidebar({ user }: { user: User }) {
  const { pathname } = useLocation();
  const groups = navigationFor(user);
  const active = activeItemKey(groups, pathname);
  const footer = portalFooter(user);

  return (
    <Sidebar
      aria-label="Main"
      title={portalTitle(user.role)}
      logo={<WashingMachine aria-hidden size={22} />}
      footer={
        <div className={styles.sidebarFooter}>
          <Avatar initials={initials(footer.name)} size="sm" />
          <div className={styles.sidebarFooterText}>
            <Text weight="medium" size="sm" truncate>
              {footer.name}
            </Text>
            <Text tone="muted" size="sm" truncate>
              {footer.label}
            </Text>
          </div>
        </div>
      }
    >
      {groups.map((group) => (
        <SidebarGroup key={group.title} label={group.title}>
          {group.items.map((item) => {
            const Icon = navIcons[item.key];
            return (
              <SidebarItem
                key={item.key}
                icon={<Icon aria-hidden size={18} />}
                active={active === item.key}
                asChild
              >
                <Link to={item.path} aria-current={active === item.key ? 'page' : undefined}>
                  {item.label}
                </Link>
              </SidebarItem>
            );
          })}
        </SidebarGroup>
      ))}
    </Sidebar>
  );
}
