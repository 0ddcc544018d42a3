import { z } from 'zod';
import { endpoint } from '../contracts/endpoint.ts';
import { recordStamps, resourceResponses } from '../contracts/page.ts';
import { WAREHOUSE_TYPE_VALUES } from '../labels/warehouses.ts';
import { addressDtoShape } from '../validation/address-fields.ts';

/** The warehouses API (倉庫); request bodies are in warehouse-schema.ts. */
export const warehouseEndpoints = {
  search: endpoint('POST', '/api/warehouses/search'),
  show: endpoint('GET', '/api/warehouses/show/:id'),
  store: endpoint('POST', '/api/warehouses/store'),
  update: endpoint('PUT', '/api/warehouses/update/:id'),
  destroy: endpoint('DELETE', '/api/warehouses/destroy/:id'),
  export: endpoint('POST', '/api/warehouses/export'),
} as const;

export const warehouseSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  type: z.enum(WAREHOUSE_TYPE_VALUES),
  inUse: z.boolean(),
  appSettingId: z.number().int().nullable(),
  /** The setting's name, for the list. */
  appSettingName: z.string().nullable(),
  ...addressDtoShape(),
  phone: z.string().nullable(),
  cutoffTime: z.string(),
  isActive: z.boolean(),
  ...recordStamps,
});
export type WarehouseDto = z.infer<typeof warehouseSchema>;

export const warehouseResponses = resourceResponses(warehouseSchema);
