import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fulfilmentEndpoints as endpoints, type Page, type PickingBatchDto } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { fulfilmentKeys } from './fulfilment-keys.ts';

type BatchSearch = { page?: number; perPage?: number; warehouseId?: number | null };

/** 最近のバッチ: the newest batches first, with their progress. */
export const searchPickingBatches = (search: BatchSearch) =>
  http
    .post<{ data: Page<PickingBatchDto> }>(endpoints.batchSearch.path, search)
    .then((r) => r.data);

export const pickingBatchSearchQueryOptions = (search: BatchSearch) =>
  queryOptions({
    queryKey: fulfilmentKeys.batches(search),
    queryFn: () => searchPickingBatches(search),
    placeholderData: keepPreviousData,
  });

export const usePickingBatchSearch = (search: BatchSearch) =>
  useQuery(pickingBatchSearchQueryOptions(search));
