import type { Service } from '@laundry/domain';
import { useQueryClient } from '@tanstack/react-query';
import { auditKeys } from '../audit';
import { serviceKeys } from './queries';

// Apart from queries.ts: the order form reads the catalogue through the area's entry, and this
// refresh's reach into the audit area (its entry carries RecordHistory) would load the audit
// log's pieces into the counter's form chunk.

/**
 * After a change: the changed service is known at once, and every list and figure refetches, with
 * the audit history (a price change is recorded there).
 */
export function useRefreshServices() {
  const queryClient = useQueryClient();
  return (changed?: Service, removedId?: string) => {
    if (changed) queryClient.setQueryData(serviceKeys.detail(changed._id), changed);
    if (removedId) queryClient.removeQueries({ queryKey: serviceKeys.detail(removedId) });
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: serviceKeys.all }),
      queryClient.invalidateQueries({ queryKey: auditKeys.all }),
    ]);
  };
}
