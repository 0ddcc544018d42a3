import { queryOptions, useQuery } from '@tanstack/react-query';
import { transferEndpoints, type TransferSourceLotDto } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { transferKeys } from './transfer-keys.ts';

/** The lots of a product the source warehouse can send, first expiry first (the lot select). */
export const getSourceLots = (warehouseId: number, productId: number, signal?: AbortSignal) =>
  http.getData<TransferSourceLotDto[]>(
    transferEndpoints.sourceLots.path,
    { warehouseId, productId },
    signal,
  );

export const sourceLotsQueryOptions = (warehouseId: number, productId: number) =>
  queryOptions({
    queryKey: transferKeys.sourceLots(warehouseId, productId),
    queryFn: ({ signal }) => getSourceLots(warehouseId, productId, signal),
  });

/** Read only once a source is chosen: without one there are no lots to offer. */
export const useSourceLots = (warehouseId: number | null, productId: number) =>
  useQuery({
    ...sourceLotsQueryOptions(warehouseId ?? 0, productId),
    enabled: warehouseId !== null,
  });
