import { useQuery } from '@tanstack/react-query';
import { isExternalWarehouseType, warehouseEndpoints, type WarehouseDto } from '@logi/shared';
import { masterOptionKeys } from './master-option-keys.ts';
import { allRowsQuery, type MasterSource } from './master-source.ts';

export const warehousesQuery = () =>
  allRowsQuery<WarehouseDto>(masterOptionKeys.warehouses(), warehouseEndpoints.search.path, {
    sort: 'code',
    direction: 'asc',
  });

/** Every warehouse of the organisation, for what depends on one's kind or use. */
export const useWarehouses = () => useQuery(warehousesQuery());

export const warehouseSource: MasterSource<WarehouseDto> = {
  query: warehousesQuery,
  label: (row) => `${row.code} ${row.name}`,
};

/**
 * The names of the warehouses a 送信 of products or vendors goes to: every external warehouse in
 * use with its 連携設定 (the server's findExternalWarehouses), for the confirmation to name them.
 */
export const useExternalWarehouseNames = () =>
  useQuery({
    ...warehousesQuery(),
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
