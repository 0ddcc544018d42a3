import { ORDER_WORK_KEY } from '../../../lib/order-work/order-work-keys.ts';

/** Query keys of 出荷作業 and 検品; under the order-work root, so an order action refreshes them too. */
export const fulfilmentKeys = {
  all: [...ORDER_WORK_KEY, 'fulfilment'] as const,
  parcels: (search: object) => [...fulfilmentKeys.all, 'parcels', search] as const,
  batches: (search: object) => [...fulfilmentKeys.all, 'batches', search] as const,
  batch: (id: number) => [...fulfilmentKeys.all, 'batch', id] as const,
};
