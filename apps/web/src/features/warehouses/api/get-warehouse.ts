import { useQuery } from '@tanstack/react-query';
import { warehouseEndpoints, type WarehouseDto } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { warehouseKeys } from './warehouse-keys.ts';
import { currentRecordQuery } from '../../../lib/query/index.ts';

export const getWarehouse = (id: number, signal?: AbortSignal) =>
  http.getData<WarehouseDto>(warehouseEndpoints.show.url({ id }), undefined, signal);

export const warehouseQueryOptions = (id: number) =>
  currentRecordQuery(warehouseKeys.detail(id), (signal) => getWarehouse(id, signal));

export const useWarehouse = (id: number) => useQuery(warehouseQueryOptions(id));
