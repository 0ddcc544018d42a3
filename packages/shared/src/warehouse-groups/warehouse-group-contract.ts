import { z } from 'zod';
import { endpoint } from '../contracts/endpoint.ts';
import { recordStamps, resourceResponses } from '../contracts/page.ts';
import { WAREHOUSE_TYPE_VALUES } from '../labels/warehouses.ts';

/** The warehouse groups API (倉庫グループ); request bodies are in warehouse-group-schema.ts. */
export const warehouseGroupEndpoints = {
  search: endpoint('POST', '/api/warehouse_groups/search'),
  show: endpoint('GET', '/api/warehouse_groups/show/:id'),
  store: endpoint('POST', '/api/warehouse_groups/store'),
  update: endpoint('PUT', '/api/warehouse_groups/update/:id'),
  destroy: endpoint('DELETE', '/api/warehouse_groups/destroy/:id'),
  export: endpoint('POST', '/api/warehouse_groups/export'),
} as const;

/** A member warehouse; priority 1 is allocated first. */
export const warehouseGroupMemberSchema = z.object({
  priority: z.number().int().min(1),
  warehouseId: z.number().int(),
  code: z.string(),
  name: z.string(),
  type: z.enum(WAREHOUSE_TYPE_VALUES),
});
export type WarehouseGroupMemberDto = z.infer<typeof warehouseGroupMemberSchema>;

export const warehouseGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  members: z.array(warehouseGroupMemberSchema),
  ...recordStamps,
});
export type WarehouseGroupDto = z.infer<typeof warehouseGroupSchema>;

export const warehouseGroupResponses = resourceResponses(warehouseGroupSchema);
