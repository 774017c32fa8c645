import {
  formatCurrency,
  PRICE_TYPE_LABELS,
  type PriceType,
  SERVICE_STATUS_LABELS,
  type Service,
  type ServiceStatus,
  unitLabel,
} from '@laundry/domain';
import { Badge, readableTextColor } from '@laundry/ui';
import * as styles from './services.css';

/** The service's icon (up to 2 characters, else its initials) on its colour. */
export function ServiceIcon({
  service,
  size = 'md',
}: {
  service: Pick<Service, 'icon' | 'name' | 'color'>;
  size?: 'md' | 'lg';
}) {
  const text = service.icon || initialsOf(service.name);
  return (
    <span
      aria-hidden="true"
      className={size === 'lg' ? styles.bigIcon : styles.icon}
      style={{ background: service.color, color: readableTextColor(service.color) }}
    >
      {text}
    </span>
  );
}

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

export function PriceTypeBadge({ priceType }: { priceType: PriceType }) {
  return (
    <Badge tone={priceType === 'per_kg' ? 'blue' : priceType === 'per_piece' ? 'purple' : 'amber'}>
      {PRICE_TYPE_LABELS[priceType]}
    </Badge>
  );
}

/** 'LKR 350 per kg'. */
export function unitPrice(service: Pick<Service, 'basePrice' | 'priceType'>): string {
  return `${formatCurrency(service.basePrice)} ${unitLabel(service.priceType)}`;
}

/** The first `shown` process steps as badges, then '+n more'. */
export function ProcessSteps({
  statuses,
  shown = 3,
}: {
  statuses: readonly ServiceStatus[];
  shown?: number;
}) {
  const rest = statuses.length - shown;
  return (
    <span className={styles.steps}>
      {statuses.slice(0, shown).map((status) => (
        <Badge key={status} size="sm" tone="neutral">
          {SERVICE_STATUS_LABELS[status]}
        </Badge>
      ))}
      {rest > 0 ? (
        <Badge size="sm" tone="grey">
          +{rest} more
        </Badge>
      ) : null}
    </span>
  );
}
