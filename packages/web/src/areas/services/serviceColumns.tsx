import { formatCurrency, formatDuration, type Service } from '@laundry/domain';
import { Checkbox, type DataTableColumn, Tile } from '@laundry/ui';
import { Link } from 'react-router';
import { ActiveBadge } from '../../app/badges/ActiveBadge';
import { actionsColumn } from '../../app/lists/actionsColumn';
import * as cells from '../../app/lists/cells.css';
import { PriceTypeBadge, ProcessSteps, ServiceIcon, unitPrice } from './display';
import { type ServiceActionHandlers, ServiceActionsMenu } from './ServiceActionsMenu';
import * as styles from './services.css';

/**
 * The table's columns. The name and the actions always show (pinned); the others give way as the
 * card narrows: process, price type, time and status, base price last.
 */
export function serviceColumns(handlers: ServiceActionHandlers): DataTableColumn<Service>[] {
  return [
    {
      key: 'name',
      header: 'Service',
      sortable: true,
      pin: 'start',
      minWidth: 220,
      wrap: true,
      cell: (service) => (
        <span className={styles.serviceName}>
          <ServiceIcon service={service} />
          <span>
            <Link className={cells.nameLink} to={`/services/${service._id}`}>
              {service.name}
            </Link>
            {service.description ? (
              <>
                <br />
                <span className={cells.muted}>{service.description}</span>
              </>
            ) : null}
          </span>
        </span>
      ),
    },
    {
      key: 'priceType',
      header: 'Price Type',
      priority: 3,
      cell: (service) => <PriceTypeBadge priceType={service.priceType} />,
    },
    {
      key: 'basePrice',
      header: 'Base Price',
      sortable: true,
      align: 'end',
      priority: 1,
      cell: (service) => formatCurrency(service.basePrice),
    },
    {
      key: 'statuses',
      header: 'Process',
      priority: 4,
      minWidth: 200,
      cell: (service) => <ProcessSteps statuses={service.statuses} />,
    },
    {
      key: 'estimatedTime',
      header: 'Time',
      priority: 2,
      cell: (service) => formatDuration(service.estimatedTime),
    },
    {
      key: 'isActive',
      header: 'Status',
      priority: 2,
      cell: (service) => <ActiveBadge active={service.isActive} />,
    },
    actionsColumn((service) => <ServiceActionsMenu service={service} {...handlers} />),
  ];
}

/** A service as a card of the grid view, with its checkbox for the bulk actions. */
export function ServiceTile({
  service,
  selected,
  onSelectedChange,
  handlers,
}: {
  service: Service;
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
  handlers: ServiceActionHandlers;
}) {
  return (
    <Tile
      title={
        <span className={styles.serviceName}>
          <Checkbox
            label={`Select ${service.name}`}
            hideLabel
            checked={selected}
            onCheckedChange={(checked) => onSelectedChange(checked === true)}
          />
          <ServiceIcon service={service} />
          <Link className={cells.nameLink} to={`/services/${service._id}`}>
            {service.name}
          </Link>
        </span>
      }
      actions={<ServiceActionsMenu service={service} {...handlers} />}
    >
      <div className={styles.tileBody}>
        {service.description ? <span className={cells.muted}>{service.description}</span> : null}
        <ProcessSteps statuses={service.statuses} />
        <div className={styles.tileFooter}>
          <strong>{unitPrice(service)}</strong>
          <span className={cells.muted}>{formatDuration(service.estimatedTime)}</span>
        </div>
        <div className={styles.tileFooter}>
          <PriceTypeBadge priceType={service.priceType} />
          <ActiveBadge active={service.isActive} />
        </div>
      </div>
    </Tile>
  );
}
