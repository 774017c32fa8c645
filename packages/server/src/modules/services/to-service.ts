import type { ClothingPrices, PricedService, Service, ServiceStatus } from '@laundry/domain';
import { centsToRupees } from '@laundry/domain';
import type { StoredService } from './repository';

/** A stored service as the API shows it: `_id`, rupees, ISO dates. */
export function toService(row: StoredService): Service {
  const clothingPrices: ClothingPrices = {};
  for (const [category, cents] of Object.entries(row.clothingPricesCents)) {
    if (typeof cents === 'number')
      clothingPrices[category as keyof ClothingPrices] = centsToRupees(cents);
  }
  return {
    _id: row.id,
    name: row.name,
    ...(row.description ? { description: row.description } : {}),
    priceType: row.priceType,
    basePrice: centsToRupees(row.basePriceCents),
    clothingPrices,
    statuses: row.statuses as ServiceStatus[],
    estimatedTime: row.estimatedTime,
    ...(row.icon ? { icon: row.icon } : {}),
    color: row.color,
    isActive: row.isActive,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the domain's price rule needs of a stored service. */
export function toPricedService(row: StoredService): PricedService {
  return {
    priceType: row.priceType,
    basePriceCents: row.basePriceCents,
    clothingPricesCents: row.clothingPricesCents,
  };
}
