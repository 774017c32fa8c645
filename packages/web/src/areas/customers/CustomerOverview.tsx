import {
  type Customer,
  customerMessages,
  formatCount,
  formatCurrency,
  formatDate,
  formatPhone,
  LOYALTY_TIER_MIN_POINTS,
  loyaltyTier,
  loyaltyTierLabel,
  nextLoyaltyTier,
  STUDENT_DISCOUNT_PERCENT,
  studentInstitution,
} from '@laundry/domain';
import { Badge, Button, Card, DescriptionList, ProgressBar, Skeleton } from '@laundry/ui';
import { Award } from 'lucide-react';
import { useBusinessTimeZone } from '../../app/businessTimeZone';
import { QueryFailure, QueryLoading } from '../../app/QueryState';
import * as styles from './CustomerDetailPage.css';
import { type CustomerPermissions, TierBadge } from './display';
import { useCustomerDiscount } from './queries';

function LoyaltyCard({
  customer,
  permissions,
  onManage,
}: {
  customer: Customer;
  permissions: CustomerPermissions;
  onManage: () => void;
}) {
  const tier = loyaltyTier(customer.loyaltyPoints);
  const next = nextLoyaltyTier(customer.loyaltyPoints);
  return (
    <Card
      title="Loyalty"
      actions={
        permissions.canUpdate ? (
          <Button size="sm" variant="secondary" iconStart={<Award />} onClick={onManage}>
            Manage Loyalty
          </Button>
        ) : null
      }
    >
      <div className={styles.loyalty}>
        <div className={styles.loyaltyFigure}>
          <span className={styles.bigNumber}>{formatCount(customer.loyaltyPoints)}</span>
          <span className={styles.mutedText}>points</span>
          <TierBadge points={customer.loyaltyPoints} />
        </div>
        {next ? (
          <ProgressBar
            label={`Progress to ${loyaltyTierLabel(next.tier)}`}
            min={LOYALTY_TIER_MIN_POINTS[tier]}
            max={LOYALTY_TIER_MIN_POINTS[next.tier]}
            value={customer.loyaltyPoints}
            valueText={`${formatCount(next.pointsNeeded)} points to ${loyaltyTierLabel(next.tier)}`}
          />
        ) : (
          <ProgressBar
            label="Highest tier reached"
            value={1}
            max={1}
            tone="success"
            valueText="VIP"
          />
        )}
      </div>
    </Card>
  );
}

function DiscountCard({ customer }: { customer: Customer }) {
  const discount = useCustomerDiscount(customer._id);
  return (
    <Card title="Discount">
      {discount.isPending ? (
        <QueryLoading label="Loading the discount" className={styles.skeletonStack}>
          <Skeleton width="50%" height={24} />
          <Skeleton width="80%" />
        </QueryLoading>
      ) : discount.isError ? (
        <QueryFailure query={discount} fallback={customerMessages.discountInfoFailed} />
      ) : discount.data.discountInfo ? (
        <div className={styles.discount}>
          <div className={styles.loyaltyFigure}>
            <span className={styles.bigNumber}>{discount.data.discountInfo.percentage}%</span>
            <Badge tone={discount.data.discountInfo.isOneTime ? 'amber' : 'green'}>
              {discount.data.discountInfo.isOneTime ? 'Next order only' : 'Every order'}
            </Badge>
          </div>
          <p className={styles.mutedText}>{discount.data.discountInfo.description}</p>
        </div>
      ) : (
        <div className={styles.discount}>
          <p className={styles.mutedText}>No discount on the next order.</p>
          {customer.isStudent && !customer.eligibleForStudentDiscount ? (
            <p className={styles.mutedText}>
              The student discount needs a valid student ID: edit the customer to correct it.
            </p>
          ) : null}
        </div>
      )}
    </Card>
  );
}

/** The Overview tab of /customers/{id}: contact details, loyalty, discount and totals. */
export function CustomerOverview({
  customer,
  permissions,
  onManageLoyalty,
}: {
  customer: Customer;
  permissions: CustomerPermissions;
  onManageLoyalty: () => void;
}) {
  const timeZone = useBusinessTimeZone();
  const address = [customer.address?.street, customer.address?.city].filter(Boolean).join(', ');
  return (
    <div className={styles.overview}>
      <Card title="Contact Information">
        <DescriptionList
          columns={2}
          items={[
            {
              term: 'Phone',
              detail: (
                <a href={`tel:${customer.phoneNumber}`}>{formatPhone(customer.phoneNumber)}</a>
              ),
            },
            {
              term: 'Email',
              detail: customer.email ? (
                <a href={`mailto:${customer.email}`}>{customer.email}</a>
              ) : null,
            },
            { term: 'Address', detail: address },
            { term: 'Customer since', detail: formatDate(customer.createdAt, timeZone) },
            {
              term: 'Student ID',
              detail: customer.isStudent ? (customer.campusId ?? null) : 'Not a student',
            },
            {
              term: 'Institution',
              detail:
                customer.isStudent && customer.institution
                  ? studentInstitution(customer.institution).name
                  : null,
            },
          ]}
        />
      </Card>
      <div className={styles.sideColumn}>
        <LoyaltyCard customer={customer} permissions={permissions} onManage={onManageLoyalty} />
        <DiscountCard customer={customer} />
      </div>
      <Card title="Summary">
        <DescriptionList
          layout="inline"
          items={[
            { term: 'Total orders', detail: formatCount(customer.totalOrders) },
            { term: 'Total spent', detail: formatCurrency(customer.totalSpent) },
            {
              term: 'Student discount',
              detail: customer.eligibleForStudentDiscount
                ? `Eligible (${STUDENT_DISCOUNT_PERCENT}%)`
                : 'Not eligible',
            },
          ]}
        />
      </Card>
    </div>
  );
}
