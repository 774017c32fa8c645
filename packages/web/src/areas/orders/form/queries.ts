import { catalogueFromServices } from '@laundry/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApiClient } from '../../../app/services';
import { customerKeys } from '../../customers/queries';
import { useActiveServices } from '../../services/queries';

export { useCustomer, useCustomerSearch } from '../../customers/queries';

/** GET /orders/{id} for the edit form (under `orders`, so an order write refreshes it). */
export function useOrderToEdit(id: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['orders', 'edit', id],
    queryFn: async ({ signal }) => (await client.orders.get(id, { signal })).data.order,
    retry: false,
  });
}

/** The discount the chosen customer's next order gets; nothing is asked before one is chosen. */
export function useDiscountInfo(customerId: string | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: customerKeys.discount(customerId ?? ''),
    queryFn: async () => (await client.customers.discountInfo(customerId ?? '')).data,
    enabled: Boolean(customerId),
  });
}

/** The active catalogue: the services to choose from and the pricing engine's map. */
export function useOrderCatalogue() {
  const services = useActiveServices();
  const list = services.data?.services;
  const catalogue = useMemo(() => (list ? catalogueFromServices(list) : null), [list]);
  return { query: services, list: list ?? [], catalogue };
}
