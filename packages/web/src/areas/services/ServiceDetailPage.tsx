import {
  CLOTHING_CATEGORY_LABELS,
  type ClothingCategory,
  formatCurrency,
  formatDate,
  formatDuration,
  PRICE_TYPE_LABELS,
  priceRange,
  SERVICE_STATUS_LABELS,
  unitLabel,
  usesCategoryPrices,
} from '@laundry/domain';
import { Button, Card, DescriptionList, Heading } from '@laundry/ui';
import { Copy, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ActiveBadge } from '../../app/badges/ActiveBadge';
import { useBusinessTimeZone } from '../../app/businessTimeZone';
import { BackLink } from '../../app/pages/PageHeader';
import { RecordHistory } from '../audit';
import { ServiceIcon } from './display';
import { useService } from './queries';
import { DeleteServiceDialog } from './ServiceDialogs';
import { ServiceLoadError, ServiceLoading } from './ServiceLoadState';
import { ServicePerformance } from './ServicePerformance';
import * as styles from './services.css';

/** /services/{id} (spec part 2 §2.8 'Service detail'). */
export function ServiceDetailPage() {
  const timeZone = useBusinessTimeZone();
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
              <span className={styles.muted}>{formatDuration(data.estimatedTime)}</span>
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
              { term: 'Created', detail: formatDate(data.createdAt, timeZone) },
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
              { term: 'Estimated Time', detail: formatDuration(data.estimatedTime) },
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

      <ServicePerformance service={data} />

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
