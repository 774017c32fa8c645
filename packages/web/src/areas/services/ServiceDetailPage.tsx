import {
  ANALYTICS_PERIOD_LABELS,
  ANALYTICS_PERIODS,
  type AnalyticsPeriod,
  CLOTHING_CATEGORY_LABELS,
  type ClothingCategory,
  DEFAULT_ANALYTICS_PERIOD,
  formatCurrency,
  formatDate,
  PRICE_TYPE_LABELS,
  priceRange,
  SERVICE_STATUS_LABELS,
  type Service,
  unitLabel,
  usesCategoryPrices,
} from '@laundry/domain';
import { Button, Card, DescriptionList, Heading, Select, Spinner, StatCard } from '@laundry/ui';
import { Copy, Pencil, Trash2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { BackLink } from '../../app/pages/PageHeader';
import { QueryFailure } from '../../app/QueryFailure';
import { RecordHistory } from '../audit/RecordHistory';
import { ActiveBadge, formatMinutes, ServiceIcon } from './display';
import { serviceMessages } from './messages';
import { useService, useServiceAnalytics } from './queries';
import { DeleteServiceDialog } from './ServiceDialogs';
import { ServiceLoadError, ServiceLoading } from './ServiceLoadState';
import * as styles from './services.css';

// The chart library loads with the first trend shown, not with the area (byte budget).
const LineChart = lazy(() =>
  import('@laundry/ui/charts').then((charts) => ({ default: charts.LineChart })),
);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function Performance({ service }: { service: Service }) {
  const [period, setPeriod] = useState<AnalyticsPeriod>(DEFAULT_ANALYTICS_PERIOD);
  const analytics = useServiceAnalytics(service._id, period);
  return (
    <>
      <Card
        title="Performance Analytics"
        headingLevel={2}
        actions={
          <Select
            label="Period"
            hideLabel
            size="sm"
            value={period}
            onValueChange={(value) => setPeriod(value)}
            options={ANALYTICS_PERIODS.map((value) => ({
              value,
              label: ANALYTICS_PERIOD_LABELS[value],
            }))}
          />
        }
      >
        {analytics.isError ? (
          <QueryFailure query={analytics} fallback={serviceMessages.analyticsFailed} />
        ) : (
          <section className={styles.figures} aria-label="Performance">
            <StatCard
              label="Total Orders"
              value={analytics.data?.overview.totalOrders ?? 0}
              loading={analytics.isPending}
              tone="primary"
            />
            <StatCard
              label={service.priceType === 'per_kg' ? 'Total Weight (kg)' : 'Total Quantity'}
              value={analytics.data?.overview.totalQuantity ?? 0}
              loading={analytics.isPending}
              tone="blue"
            />
            <StatCard
              label="Total Revenue"
              value={formatCurrency(analytics.data?.overview.totalRevenue)}
              loading={analytics.isPending}
              tone="green"
            />
            <StatCard
              label="Avg. Order Value"
              value={formatCurrency(analytics.data?.overview.averageOrderValue)}
              loading={analytics.isPending}
              tone="amber"
            />
          </section>
        )}
      </Card>
      <Card title="Monthly Trend" description="Revenue over the last 6 months" headingLevel={2}>
        {analytics.isPending ? (
          <Spinner label="Loading trend..." />
        ) : analytics.data ? (
          <Suspense fallback={<Spinner label="Loading trend..." />}>
            <LineChart
              label="Revenue per month"
              area
              // Six months of nothing reads as "no usage", not as a flat line at zero.
              data={
                analytics.data.monthlyTrend.some((point) => point.orders > 0)
                  ? analytics.data.monthlyTrend.map((point) => ({
                      x: `${MONTHS[point._id.month - 1]} ${point._id.year}`,
                      y: point.revenue,
                    }))
                  : []
              }
              formatValue={(value) => formatCurrency(value)}
              emptyMessage={serviceMessages.noUsage}
            />
          </Suspense>
        ) : null}
      </Card>
    </>
  );
}

/** /services/{id} (spec part 2 §2.8 'Service detail'). */
export function ServiceDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const service = useService(id);
  const [deleting, setDeleting] = useState(false);

  if (service.isPending) return <ServiceLoading />;
  if (service.isError) {
    return <ServiceLoadError error={service.error} onRetry={() => void service.refetch()} />;
  }
  const data = service.data;
  const range = priceRange(data);
  const categories = Object.entries(data.clothingPrices) as [ClothingCategory, number][];

  return (
    <div className={styles.page}>
      <title>{data.name}</title>
      <BackLink to="/services">Back to Services</BackLink>
      <header className={styles.detailHeader}>
        <div className={styles.serviceName}>
          <ServiceIcon service={data} size="lg" />
          <div className={styles.pageTitle}>
            <Heading level={1}>{data.name}</Heading>
            <span className={styles.serviceName}>
              <ActiveBadge active={data.isActive} />
              <span className={styles.muted}>{data.estimatedTime} minutes</span>
            </span>
          </div>
        </div>
        <div className={styles.headerActions}>
          <Button asChild variant="secondary" iconStart={<Pencil />}>
            <Link to={`/services/edit/${data._id}`}>Edit</Link>
          </Button>
          <Button
            variant="secondary"
            iconStart={<Copy />}
            onClick={() => navigate('/services/new', { state: { duplicateFrom: data } })}
          >
            Duplicate
          </Button>
          <Button variant="danger" iconStart={<Trash2 />} onClick={() => setDeleting(true)}>
            Delete
          </Button>
        </div>
      </header>

      <div className={styles.twoColumns}>
        <Card title="Basic Information" headingLevel={2}>
          <DescriptionList
            items={[
              { term: 'Name', detail: data.name },
              { term: 'Description', detail: data.description },
              { term: 'Price Type', detail: PRICE_TYPE_LABELS[data.priceType] },
              {
                term: 'Base Price',
                detail: `${formatCurrency(data.basePrice)} ${unitLabel(data.priceType)}`,
              },
              { term: 'Created', detail: formatDate(data.createdAt) },
            ]}
            emptyDetail="—"
          />
        </Card>
        <Card title="Configuration" headingLevel={2}>
          <DescriptionList
            items={[
              {
                term: 'Process Steps',
                detail: data.statuses.map((step) => SERVICE_STATUS_LABELS[step]).join(' → '),
              },
              { term: 'Estimated Time', detail: formatMinutes(data.estimatedTime) },
              { term: 'Icon', detail: data.icon },
              { term: 'Colour', detail: data.color },
              { term: 'Status', detail: data.isActive ? 'Active' : 'Inactive' },
            ]}
            emptyDetail="—"
          />
        </Card>
      </div>

      {usesCategoryPrices(data.priceType) ? (
        <Card title="Clothing Category Prices" headingLevel={2}>
          {categories.length === 0 ? (
            <p className={styles.muted}>Every category is charged the base price.</p>
          ) : (
            <div className={styles.priceGrid}>
              {categories.map(([category, price]) => (
                <div key={category} className={styles.priceCell}>
                  <span className={styles.muted}>{CLOTHING_CATEGORY_LABELS[category]}</span>
                  <strong>
                    {formatCurrency(price)} {unitLabel(data.priceType)}
                  </strong>
                </div>
              ))}
            </div>
          )}
        </Card>
      ) : null}

      <Performance service={data} />

      <Card title="Pricing Note" headingLevel={2}>
        <p>
          {range.min === range.max
            ? `${formatCurrency(range.min)} ${unitLabel(data.priceType)}.`
            : `From ${formatCurrency(range.min)} to ${formatCurrency(range.max)} ${unitLabel(data.priceType)}, by clothing category.`}{' '}
          {usesCategoryPrices(data.priceType)
            ? 'Categories without their own price are charged the base price.'
            : null}
        </p>
      </Card>

      <RecordHistory entity="service" id={data._id} />

      <DeleteServiceDialog
        service={deleting ? data : null}
        onOpenChange={setDeleting}
        onDeleted={() => navigate('/services', { replace: true })}
      />
    </div>
  );
}
