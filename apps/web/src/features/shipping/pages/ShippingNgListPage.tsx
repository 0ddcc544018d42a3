import { Group } from '@mantine/core';
import type { ShippingActionResult } from '@logi/shared';
import { ResourceList, useListSearch } from '../../../components/resource/index.ts';
import { useInvalidateOnServerEvent } from '../../../lib/events/index.ts';
import { paths } from '../../../lib/paths.ts';
import { shippingKeys } from '../api/shipping-keys.ts';
import { useShippingNgSearch } from '../api/search-shipping-ng.ts';
import { CancelOrdersButton } from '../components/CancelOrdersButton.tsx';
import { FetchShippingResultsButton } from '../components/FetchShippingResultsButton.tsx';
import { NgCancelButton } from '../components/NgCancelButton.tsx';
import { showShippingResult } from '../components/shipping-notice.ts';
import {
  SHIPPING_NG_COLUMNS,
  SHIPPING_NG_LIST,
  ShippingNgSearchFields,
} from '../components/ShippingNgList.tsx';

const LIVE = ['process.updated'] as const;

/**
 * /shippings/ng: 出荷不可リスト(RSL) — the instructions the warehouse refused. Checked rows can be
 * cancelled (the instruction, or the whole order) here; a fix (住所, 出荷可能数, 明細) opens 詳細.
 */
export function ShippingNgListPage() {
  const listed = useListSearch(SHIPPING_NG_LIST, useShippingNgSearch);
  useInvalidateOnServerEvent(LIVE, shippingKeys.all);
  return (
    <ResourceList
      {...listed}
      columns={SHIPPING_NG_COLUMNS}
      rowLabel={(row) => row.number}
      searchForm={{
        label: '出荷不可の検索',
        fields: (draft, change) => <ShippingNgSearchFields draft={draft} change={change} />,
      }}
      detailTo={(row) => paths.shippingNg.detail(row.id)}
      bulkActions={(selected, clear) => {
        const done = (result: ShippingActionResult) => {
          showShippingResult(result);
          clear();
        };
        return (
          <Group gap="sm">
            <NgCancelButton rows={selected} onDone={done} />
            <CancelOrdersButton
              label="受注をキャンセル"
              orderIds={[...new Set(selected.map((row) => row.orderId))]}
              warehouses={selected.map((row) => row.warehouseName)}
              onDone={clear}
            />
            <FetchShippingResultsButton />
          </Group>
        );
      }}
    />
  );
}
