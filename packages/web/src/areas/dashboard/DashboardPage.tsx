import {
  calendarDate,
  displayName,
  formatDate,
  formatWeekday,
  hasPermission,
  hasRole,
  type User,
} from '@laundry/domain';
import { Badge, Card, Heading, Text } from '@laundry/ui';
import {
  ChartColumn,
  CirclePlus,
  Lightbulb,
  type LucideIcon,
  ShieldCheck,
  Shirt,
  UserCog,
  UserPlus,
} from 'lucide-react';
import { Link } from 'react-router';
import { useBusinessTimeZone } from '../../app/businessTimeZone';
import { useSession } from '../../app/session';
import * as styles from './DashboardPage.css';
import { DashboardRecentOrders } from './DashboardRecentOrders';
import { DashboardStats } from './DashboardStats';
import { DashboardTill } from './DashboardTill';

interface Shortcut {
  label: string;
  description: string;
  to: string;
  icon: LucideIcon;
}

/** Quick actions: every role's, then the admin-only ones (whose routes are admin-only too). */
function quickActionsFor(user: User): Shortcut[] {
  const actions: Shortcut[] = [];
  if (hasPermission(user, 'orders', 'create')) {
    actions.push({
      label: 'New Order',
      description: 'Take an order',
      to: '/orders/new',
      icon: CirclePlus,
    });
  }
  if (hasPermission(user, 'customers', 'create')) {
    actions.push({
      label: 'Add Customer',
      description: 'Register a customer',
      to: '/customers/new',
      icon: UserPlus,
    });
  }
  if (hasPermission(user, 'reports', 'read')) {
    actions.push({
      label: 'Reports',
      description: 'Revenue and trends',
      to: '/reports',
      icon: ChartColumn,
    });
  }
  if (hasRole(user, 'admin')) {
    actions.push(
      { label: 'Manage Services', description: 'Prices and steps', to: '/services', icon: Shirt },
      { label: 'Staff Management', description: 'Your team', to: '/staff', icon: UserCog },
    );
  }
  return actions;
}

const adminQuickAccess: Shortcut[] = [
  {
    label: 'User Management',
    description: 'Accounts, roles and passwords',
    to: '/users',
    icon: ShieldCheck,
  },
  {
    label: 'Staff Management',
    description: 'Staff records and schedules',
    to: '/staff',
    icon: UserCog,
  },
  {
    label: 'Service Catalog',
    description: 'Services and their prices',
    to: '/services',
    icon: Shirt,
  },
];

function ShortcutLink({ shortcut, variant }: { shortcut: Shortcut; variant: 'tile' | 'row' }) {
  const Icon = shortcut.icon;
  return (
    <Link to={shortcut.to} className={variant === 'tile' ? styles.tile : styles.row}>
      <span className={styles.tileIcon}>
        <Icon aria-hidden size={20} />
      </span>
      <span className={styles.tileText}>
        <span className={styles.tileLabel}>{shortcut.label}</span>
        <span className={styles.tileDescription}>{shortcut.description}</span>
      </span>
    </Link>
  );
}

/** /dashboard (spec part 1 §2 'Dashboard'). */
export function DashboardPage() {
  const { user } = useSession();
  const timeZone = useBusinessTimeZone();
  if (!user) return null;
  const isAdmin = hasRole(user, 'admin');
  const today = new Date();

  return (
    <div className={styles.page}>
      <title>Dashboard</title>
      <section className={styles.banner} aria-labelledby="welcome-title">
        <div className={styles.bannerText}>
          <h1 id="welcome-title" className={styles.bannerTitle}>
            Welcome back, {displayName(user)}
          </h1>
          <p className={styles.bannerDate}>
            <time dateTime={calendarDate(today, timeZone)}>
              {formatWeekday(today, timeZone)}, {formatDate(today, timeZone)}
            </time>
          </p>
        </div>
        <Badge tone={isAdmin ? 'purple' : 'blue'}>
          {isAdmin ? 'Administrator Dashboard' : 'Cashier Terminal'}
        </Badge>
      </section>

      <DashboardStats />

      <DashboardTill user={user} />

      <section aria-labelledby="quick-actions-title" className={styles.section}>
        <Heading level={2} id="quick-actions-title">
          Quick actions
        </Heading>
        <div className={styles.tiles}>
          {quickActionsFor(user).map((shortcut) => (
            <ShortcutLink key={shortcut.to} shortcut={shortcut} variant="tile" />
          ))}
        </div>
      </section>

      <div className={styles.columns}>
        <DashboardRecentOrders />
        {isAdmin ? (
          <Card title="Admin Quick Access" description="Accounts, staff and the service catalogue.">
            <div className={styles.rows}>
              {adminQuickAccess.map((shortcut) => (
                <ShortcutLink key={shortcut.to} shortcut={shortcut} variant="row" />
              ))}
            </div>
          </Card>
        ) : (
          <aside className={styles.tip} aria-label="Tip">
            <Lightbulb aria-hidden size={20} className={styles.tipIcon} />
            <Text as="p" size="md">
              <strong>Tip:</strong> this terminal stays signed in until you sign out. When you leave
              the counter, sign out from your account menu at the top right.
            </Text>
          </aside>
        )}
      </div>
    </div>
  );
}
