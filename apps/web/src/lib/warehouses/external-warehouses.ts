import { useQuery } from '@tanstack/react-query';
import {
  isExternalWarehouseType,
  warehouseEndpoints,
  type Page,
  type WarehouseDto,
} from '@logi/shared';
import { http } from '../http/client.ts';

/** Under the warehouses feature's `all` key, so a warehouse edit refreshes it too. */
export const externalWarehouseKeys = {
  names: () => ['warehouses', 'externalNames'] as const,
};

const MAX_WAREHOUSES = 100;

/**
 * The names of the warehouses a 送信 of products or vendors goes to: every external warehouse in
 * use with its 連携設定 (the server's findExternalWarehouses), for the confirmation to name them.
 */
export const useExternalWarehouseNames = () =>
  useQuery({
    queryKey: externalWarehouseKeys.names(),
    queryFn: () =>
      http
        .post<{ data: Page<WarehouseDto> }>(warehouseEndpoints.search.path, {
          perPage: MAX_WAREHOUSES,
        })
        .then((r) => r.data.data),
    select: (rows) =>
      rows
        .filter(
          (row) =>
            isExternalWarehouseType(row.type) &&
            row.isActive &&
            row.inUse &&
            row.appSettingId !== null,
        )
        .map((row) => row.name),
  });
