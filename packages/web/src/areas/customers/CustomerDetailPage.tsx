import type { Customer } from '@laundry/domain';
import { formatDate, formatPhone } from '@laundry/domain';
import { Badge, Button, Heading, Tabs } from '@laundry/ui';
import { Award, Pencil, ShoppingBag, TicketPercent, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useBusinessTimeZone } from '../../app/businessTimeZone';
import { BackLink } from '../../app/pages/PageHeader';
import { RecordHistory } from '../audit';
import * as styles from './CustomerDetailPage.css';
import { CustomerAnalyticsTab, CustomerOrdersTab } from './CustomerHistory';
import { CustomerLoadError, CustomerLoading } from './CustomerLoadState';
import { CustomerOverview } from './CustomerOverview';
import { DeleteCustomerDialog } from './DeleteCustomerDialog';
import {
  CustomerAvatar,
  CustomerTypeBadge,
  newOrderLink,
  TierBadge,
  useCustomerPermissions,
} from './display';
import { ManageLoyaltyDialog } from './ManageLoyaltyDialog';
import { useCustomer } from './queries';

const detailTabs = ['overview', 'orders', 'analytics'] as const;
type DetailTab = (typeof detailTabs)[number];

export function CustomerDetailPage() {
  const timeZone = useBusinessTimeZone();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: DetailTab = detailTabs.includes(tabParam as DetailTab)
    ? (tabParam as DetailTab)
    : 'overview';
  const permissions = useCustomerPermissions();
  const query = useCustomer(id);
  const [loyaltyOpen, setLoyaltyOpen] = useState(false);
  const [deleteFor, setDeleteFor] = useState<Customer | null>(null);

  if (query.isPending) return <CustomerLoading />;
  if (query.isError)
    return <CustomerLoadError error={query.error} onRetry={() => void query.refetch()} />;
  const customer = query.data;
  const order = newOrderLink(customer);

  return (
    <div className={styles.page}>
      <title>{`${customer.fullName} · Customers`}</title>
      <BackLink to="/customers">Back to customers</BackLink>

      <header className={styles.header}>
        <div className={styles.identity}>
          <CustomerAvatar name={customer.fullName} size="xl" />
          <div className={styles.identityText}>
            <Heading level={1}>{customer.fullName}</Heading>
            <div className={styles.badges}>
              <CustomerTypeBadge customer={customer} />
              <TierBadge points={customer.loyaltyPoints} />
              {/* The discount the next order gets (the server applies the domain's rule). */}
              {customer.discountInfo ? (
                <Badge tone="green" icon={<TicketPercent />}>
                  {customer.discountInfo.isOneTime
                    ? `${customer.discountInfo.percentage}% off the first order`
                    : `${customer.discountInfo.percentage}% student discount`}
                </Badge>
              ) : null}
            </div>
            <span className={styles.mutedText}>
              {formatPhone(customer.phoneNumber)} · Customer since{' '}
              {formatDate(customer.createdAt, timeZone)}
            </span>
          </div>
        </div>
        <div className={styles.actions}>
          {permissions.canOrder ? (
            <Button asChild iconStart={<ShoppingBag />}>
              <Link to={order.to} state={order.state}>
                Create Order
              </Link>
            </Button>
          ) : null}
          {permissions.canUpdate ? (
            <>
              <Button
                variant="secondary"
                iconStart={<Award />}
                onClick={() => setLoyaltyOpen(true)}
              >
                Manage Loyalty
              </Button>
              <Button asChild variant="secondary" iconStart={<Pencil />}>
                <Link to={`/customers/edit/${customer._id}`}>Edit</Link>
              </Button>
            </>
          ) : null}
          {permissions.canDelete ? (
            <Button variant="ghost" iconStart={<Trash2 />} onClick={() => setDeleteFor(customer)}>
              Delete
            </Button>
          ) : null}
        </div>
      </header>

      <Tabs.Root
        value={tab}
        onValueChange={(next) => {
          const nextParams = new URLSearchParams(params);
          if (next === 'overview') nextParams.delete('tab');
          else nextParams.set('tab', next);
          setParams(nextParams, { replace: true });
        }}
      >
        <Tabs.List aria-label="Customer details">
          <Tabs.Trigger value="overview">Overview</Tabs.Trigger>
          <Tabs.Trigger value="orders">Orders</Tabs.Trigger>
          <Tabs.Trigger value="analytics">Analytics</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="overview">
          <CustomerOverview
            customer={customer}
            permissions={permissions}
            onManageLoyalty={() => setLoyaltyOpen(true)}
          />
          {permissions.canReadHistory ? (
            <div className={styles.history}>
              <RecordHistory entity="customer" id={customer._id} />
            </div>
          ) : null}
        </Tabs.Content>
        <Tabs.Content value="orders">
          <CustomerOrdersTab customerId={customer._id} />
        </Tabs.Content>
        <Tabs.Content value="analytics">
          <CustomerAnalyticsTab customerId={customer._id} />
        </Tabs.Content>
      </Tabs.Root>

      {loyaltyOpen ? (
        <ManageLoyaltyDialog customer={customer} onClose={() => setLoyaltyOpen(false)} />
      ) : null}
      <DeleteCustomerDialog
        customer={deleteFor}
        onOpenChange={(open) => {
          if (!open) setDeleteFor(null);
        }}
        onDeleted={() => navigate('/customers', { replace: true })}
      />
    </div>
  );
}
