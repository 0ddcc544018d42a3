import type { WarehouseGroupDto } from '@logi/shared';

/** What the form holds: the name and the member ids in priority order. */
export type WarehouseGroupFormFields = { name: string; warehouseIds: number[] };

export const warehouseGroupFormDefaults = (): WarehouseGroupFormFields => ({
  name: '',
  warehouseIds: [],
});

export const toWarehouseGroupFormFields = (group: WarehouseGroupDto): WarehouseGroupFormFields => ({
  name: group.name,
  warehouseIds: group.members.map((member) => member.warehouseId),
});
