import { catalogueFromServices } from '@laundry/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApiClient } from '../../../app/services';
import { customerDiscountQuery } from '../../customers';
import { useActiveServices } from '../../services';
import { orderEditQuery } from '../queries';

export { useCustomer, useCustomerSearch } from '../../customers';

/** GET /orders/{id} for the edit form (under `orders`, so an order write refreshes it). */
export function useOrderToEdit(id: string) {
  const client = useApiClient();
  return useQuery(orderEditQuery(client, id));
}

/** The discount the chosen customer's next order gets; nothing is asked before one is chosen. */
export function useDiscountInfo(customerId: string | null) {
  const client = useApiClient();
  return useQuery({
    ...customerDiscountQuery(client, customerId ?? ''),
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
