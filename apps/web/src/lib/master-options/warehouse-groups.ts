import { useQuery } from '@tanstack/react-query';
import { warehouseGroupEndpoints, type WarehouseGroupDto } from '@logi/shared';
import { masterOptionKeys } from './master-option-keys.ts';
import { allRowsQuery, type MasterSource } from './master-source.ts';

export const warehouseGroupsQuery = () =>
  allRowsQuery<WarehouseGroupDto>(
    masterOptionKeys.warehouseGroups(),
    warehouseGroupEndpoints.search.path,
    { sort: 'name', direction: 'asc' },
  );

/** Every warehouse group (name and members). */
export const useWarehouseGroups = () => useQuery(warehouseGroupsQuery());

export const warehouseGroupSource: MasterSource<WarehouseGroupDto> = {
  query: warehouseGroupsQuery,
  label: (row) => row.name,
};
