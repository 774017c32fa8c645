import { type Order, trackingUrl } from '@laundry/domain';
import { hashKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApiClient } from '../../../app/services';
import {
  orderDetailQuery,
  orderKeys,
  orderStatusHistoryQuery,
  orderTrackingQuery,
} from '../queries';

export function useOrder(id: string) {
  const client = useApiClient();
  return useQuery(orderDetailQuery(client, id));
}

/**
 * After a change: the changed order is shown at once, and every other order query is fetched
 * again. The changed order itself is not: it is the server's answer, and reading it again would
 * only redraw the page a second time on a slow counter PC (issue 26).
 */
export function useRefreshOrder() {
  const queryClient = useQueryClient();
  // One function for the client's life: effects that list it run once per change, not per render.
  return useCallback(
    (changed?: Order) => {
      if (!changed) return queryClient.invalidateQueries({ queryKey: orderKeys.all });
      // Kept as they are: the order (the answer) and its tracking link (a change never replaces
      // it; only a revoke does).
      const kept = new Set([
        hashKey(orderKeys.detail(changed._id)),
        hashKey(orderKeys.tracking(changed._id)),
      ]);
      queryClient.setQueryData(orderKeys.detail(changed._id), changed);
      return queryClient.invalidateQueries({
        queryKey: orderKeys.all,
        predicate: (query) => !kept.has(query.queryHash),
      });
    },
    [queryClient],
  );
}

/** After a delete: forget the order, refresh the lists. */
export function useForgetOrder() {
  const queryClient = useQueryClient();
  return (id: string) => {
    queryClient.removeQueries({ queryKey: orderKeys.detail(id) });
    return queryClient.invalidateQueries({ queryKey: orderKeys.all });
  };
}

/** The order's status moves, oldest first; refreshed with every order query after a change. */
export function useOrderStatusHistory(id: string) {
  const client = useApiClient();
  return useQuery(orderStatusHistoryQuery(client, id));
}

/**
 * The order's public tracking link (issue 25), for the receipt's QR code: the tracking page of
 * this site with the order's token. Undefined until known, or when it could not be read (the
 * receipt is printed without the QR rather than not at all).
 */
export function useTrackingUrl(id: string): string | undefined {
  const client = useApiClient();
  const query = useQuery(orderTrackingQuery(client, id));
  return query.data ? trackingUrl(window.location.origin, query.data) : undefined;
}
