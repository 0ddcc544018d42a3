import { useQuery } from '@tanstack/react-query';
import { fulfilmentEndpoints as endpoints, type PickingBatchDetailDto } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { fulfilmentKeys } from './fulfilment-keys.ts';
import { currentRecordQuery } from '../../../lib/query/index.ts';

/** One batch with its parcels: 検品's progress per batch. */
export const getPickingBatch = (id: number, signal?: AbortSignal) =>
  http.getData<PickingBatchDetailDto>(endpoints.batchShow.url({ id }), undefined, signal);

export const pickingBatchQueryOptions = (id: number) =>
  currentRecordQuery(fulfilmentKeys.batch(id), (signal) => getPickingBatch(id, signal));

/** Null: no batch to show (a parcel outside any batch). */
export const usePickingBatch = (id: number | null) =>
  useQuery({ ...pickingBatchQueryOptions(id ?? 0), enabled: id !== null });
