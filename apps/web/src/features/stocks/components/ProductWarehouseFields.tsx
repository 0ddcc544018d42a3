import { KeywordField } from '../../../components/resource/index.ts';
import { RemoteSelect } from '../../../components/ui/index.ts';
import { warehouseSource } from '../../../lib/master-options/index.ts';

type ProductWarehouseFilters = { keyword: string | null; warehouseId: number | null };

/** A product keyword and a warehouse: the search fields the stock lists of one day share. */
export function ProductWarehouseFields({
  draft,
  change,
}: {
  draft: ProductWarehouseFilters;
  change: (patch: Partial<ProductWarehouseFilters>) => void;
}) {
  return (
    <>
      <KeywordField
        placeholder="商品コード・商品名"
        value={draft.keyword}
        onChange={(keyword) => change({ keyword })}
        width={240}
      />
      <RemoteSelect
        label="倉庫"
        source={warehouseSource}
        value={draft.warehouseId}
        onChange={(warehouseId) => change({ warehouseId })}
        clearable
        w={240}
      />
    </>
  );
}
