import { keywordFilter, masterFilter, searchFields } from '../../../components/resource/index.ts';
import { warehouseSource } from '../../../lib/master-options/index.ts';

type ProductWarehouseFilters = { keyword: string | null; warehouseId: number | null };

/** A product keyword and a warehouse: the search fields the stock lists of one day share. */
export const productWarehouseFields = searchFields<ProductWarehouseFilters>(
  keywordFilter('商品コード・商品名', 240),
  masterFilter('warehouseId', '倉庫', warehouseSource, 240),
);
