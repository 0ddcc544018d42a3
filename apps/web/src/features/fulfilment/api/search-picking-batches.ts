import { useQuery } from '@tanstack/react-query';
import {
  fulfilmentEndpoints as endpoints,
  type MorePage,
  type PickingBatchDto,
} from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { fulfilmentKeys } from './fulfilment-keys.ts';
import { pagedSearchQuery } from '../../../lib/query/index.ts';

type BatchSearch = { page?: number; perPage?: number; warehouseId?: number | null };

/** 最近のバッチ: the newest batches first, with their progress. */
export const searchPickingBatches = (search: BatchSearch) =>
  http.postData<MorePage<PickingBatchDto>>(endpoints.batchSearch.path, search);

export const pickingBatchSearchQueryOptions = (search: BatchSearch) =>
  pagedSearchQuery(fulfilmentKeys.batches(search), () => searchPickingBatches(search));

export const usePickingBatchSearch = (search: BatchSearch) =>
  useQuery(pickingBatchSearchQueryOptions(search));
