import { queryOptions, useQuery } from '@tanstack/react-query';
import { fulfilmentEndpoints as endpoints, type PickingBatchDetailDto } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { fulfilmentKeys } from './fulfilment-keys.ts';

/** One batch with its parcels: 検品's progress per batch. */
export const getPickingBatch = (id: number, signal?: AbortSignal) =>
  http
    .get<{ data: PickingBatchDetailDto }>(endpoints.batchShow.url({ id }), undefined, signal)
    .then((r) => r.data);

export const pickingBatchQueryOptions = (id: number) =>
  queryOptions({
    queryKey: fulfilmentKeys.batch(id),
    queryFn: ({ signal }) => getPickingBatch(id, signal),
    staleTime: 0,
  });

/** Null: no batch to show (a parcel outside any batch). */
export const usePickingBatch = (id: number | null) =>
  useQuery({ ...pickingBatchQueryOptions(id ?? 0), enabled: id !== null });
