import { useQuery } from '@tanstack/react-query';
import { warehouseGroupEndpoints, type WarehouseGroupDto } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { warehouseGroupKeys } from './warehouse-group-keys.ts';
import { currentRecordQuery } from '../../../lib/query/index.ts';

export const getWarehouseGroup = (id: number, signal?: AbortSignal) =>
  http.getData<WarehouseGroupDto>(warehouseGroupEndpoints.show.url({ id }), undefined, signal);

export const warehouseGroupQueryOptions = (id: number) =>
  currentRecordQuery(warehouseGroupKeys.detail(id), (signal) => getWarehouseGroup(id, signal));

export const useWarehouseGroup = (id: number) => useQuery(warehouseGroupQueryOptions(id));
