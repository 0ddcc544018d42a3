import { WAREHOUSE_MESSAGES as M, type WriteOperationName } from '@logi/warehouse-api';
import { cancelInbound, changeInstructions, createInbound, createShipping } from './flow-writes.ts';
import { createMappings, deleteMappings, upsertProducts, upsertVendors } from './master-writes.ts';
import type { Work } from './write-kit.ts';

export type { WriteContext } from './write-kit.ts';

/** The work of every write operation; the body is already validated by its schema. */
export const WRITES: Record<WriteOperationName, Work<never>> = {
  vendor_upsert: upsertVendors,
  product_upsert: upsertProducts,
  sku_mapping_create: createMappings,
  sku_mapping_delete: deleteMappings,
  inbound_schedule_create: createInbound,
  inbound_cancel: cancelInbound,
  shipping_instruction_create: createShipping,
  shipping_cancel: changeInstructions('キャンセル', M.instructionInProgress),
  shipping_suspend: changeInstructions('出荷保留', M.instructionInProgressSuspend),
};
