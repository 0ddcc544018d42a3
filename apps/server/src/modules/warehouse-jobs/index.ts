// The warehouse jobs: the handlers of the operations that call a warehouse (the provider), given
// to the job engine by app.ts. How to write one: warehouse-job.ts; docs/new-feature.md.
import type { JobHandlers } from '../jobs/index.ts';
import {
  customerReturnSearch,
  inboundCancel,
  inboundResultSearch,
  inboundScheduleCreate,
  inboundStatusSearch,
} from './inbound-jobs.ts';
import { inventoryDiffSearch, inventorySearch } from './inventory-jobs.ts';
import { productCreateUpdate, productSearch, skuMappingCreateDelete } from './product-jobs.ts';
import {
  shipmentSearch,
  shippingCancel,
  shippingInstructionCreate,
  shippingNgSearch,
  shippingStatusSearch,
  shippingSuspend,
} from './shipping-jobs.ts';
import { vendorCreateUpdate, vendorSearch } from './vendor-jobs.ts';
import type { WarehouseJobDeps } from './warehouse-job.ts';

export { readWarehouseJobSettings } from './warehouse-jobs.config.ts';
export {
  warehouseJob,
  warehouseTarget,
  type WarehouseJob,
  type WarehouseJobDeps,
} from './warehouse-job.ts';

/** One line per operation with a handler; the I-prefixed (scheduled) variants use the same. */
export function warehouseJobHandlers(deps: WarehouseJobDeps): JobHandlers {
  return {
    vendor_create_update: vendorCreateUpdate(deps),
    vendor_search: vendorSearch(deps),
    inventory_search: inventorySearch(deps),
    inventory_diff_search: inventoryDiffSearch(deps),
    inbound_schedule_create: inboundScheduleCreate(deps),
    inbound_cancel: inboundCancel(deps),
    inbound_result_search: inboundResultSearch(deps),
    inbound_status_search: inboundStatusSearch(deps),
    customer_return_search: customerReturnSearch(deps),
    product_create_update: productCreateUpdate(deps),
    product_search: productSearch(deps),
    sku_mapping_create_delete: skuMappingCreateDelete(deps),
    shipping_instruction_create: shippingInstructionCreate(deps),
    shipping_suspend: shippingSuspend(deps),
    shipping_cancel: shippingCancel(deps),
    shipping_status_search: shippingStatusSearch(deps),
    shipment_search: shipmentSearch(deps),
    shipping_ng_search: shippingNgSearch(deps),
  };
}
