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
import { Button, Card, DescriptionList } from '@laundry/ui';
import { Copy } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import { ActiveBadge } from '../../app/badges/ActiveBadge';
import { useBusinessTimeZone } from '../../app/businessTimeZone';
import { RecordIdentity, RecordPage } from '../../app/pages/RecordPage';
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

  if (service.isPending) return <ServiceLoading />;
  if (service.isError) {
    return <ServiceLoadError error={service.error} onRetry={() => void service.refetch()} />;
  }
  const data = service.data;
  const range = priceRange(data);
  const categories = Object.entries(data.clothingPrices) as [ClothingCategory, number][];

  return (
    <RecordPage
      title={data.name}
      back={{ to: '/services', label: 'Back to Services' }}
      identity={
        <RecordIdentity
          avatar={<ServiceIcon service={data} size="lg" />}
          name={data.name}
          badges={
            <>
              <ActiveBadge active={data.isActive} />
              <span className={styles.muted}>{formatDuration(data.estimatedTime)}</span>
            </>
          }
        />
      }
      editTo={`/services/edit/${data._id}`}
      actions={
        <Button
          variant="secondary"
          iconStart={<Copy />}
          onClick={() => navigate('/services/new', { state: { duplicateFrom: data } })}
        >
          Duplicate
        </Button>
      }
      deleteDialog={({ open, onOpenChange }) => (
        <DeleteServiceDialog
          service={open ? data : null}
          onOpenChange={onOpenChange}
          onDeleted={() => navigate('/services', { replace: true })}
        />
      )}
    >
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
    </RecordPage>
  );
}
