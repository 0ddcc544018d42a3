import type { WarehouseGroupDto } from '@logi/shared';
import type { WarehouseSummary } from '../warehouses/index.ts';
import type { WarehouseGroupMemberRow, WarehouseGroupRow } from './warehouse-groups.table.ts';

/** A group with its members in priority order (1 is allocated first). */
export function toWarehouseGroupDto(
  group: WarehouseGroupRow,
  members: readonly WarehouseGroupMemberRow[],
  warehouses: ReadonlyMap<number, WarehouseSummary>,
): WarehouseGroupDto {
  return {
    id: group.id,
    name: group.name,
    members: members
      .filter((member) => member.groupId === group.id)
      .flatMap((member, index) => {
        const warehouse = warehouses.get(member.warehouseId);
        if (!warehouse) return [];
        const { code, name, type } = warehouse;
        return [{ priority: index + 1, warehouseId: member.warehouseId, code, name, type }];
      }),
    version: group.version,
    createdAt: group.createdAt.toISOString(),
    updatedAt: group.updatedAt.toISOString(),
  };
}

/** The group as the audit trail records it: its name and its members' names, in order. */
export const auditedGroup = (group: WarehouseGroupDto) => ({
  name: group.name,
  members: group.members.map((member) => member.name),
});
