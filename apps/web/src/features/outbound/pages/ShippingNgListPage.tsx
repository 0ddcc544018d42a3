import { ResourceList, useListQuery } from '../../../components/resource/index.ts';
import { useInvalidateOnServerEvent } from '../../../lib/events/index.ts';
import { paths } from '../../../lib/paths.ts';
import { outboundKeys } from '../api/outbound-keys.ts';
import { useShippingNgSearch } from '../api/shipping-ng-search.ts';
import {
  SHIPPING_NG_COLUMNS,
  SHIPPING_NG_LIST,
  ShippingNgSearchFields,
} from '../components/shipping-ng-list.tsx';
import { ShippingActions } from '../components/ShippingActions.tsx';

const LIVE = ['process.updated'] as const;

/** /shippings/ng: 出荷不可リスト(RSL) — the instructions the warehouse refused, to fix or cancel. */
export function ShippingNgListPage() {
  const list = useListQuery(SHIPPING_NG_LIST);
  const { filters, page, perPage, sort, direction } = list.query;
  const search = useShippingNgSearch({ ...filters, page, perPage, sort, direction });
  useInvalidateOnServerEvent(LIVE, outboundKeys.all);
  return (
    <ResourceList
      list={list}
      search={search}
      columns={SHIPPING_NG_COLUMNS}
      rowLabel={(row) => row.number}
      header={<ShippingActions orderIds={[]} />}
      searchForm={{
        label: '出荷不可の検索',
        fields: (draft, change) => <ShippingNgSearchFields draft={draft} change={change} />,
      }}
      editTo={(row) => paths.shippingNg.detail(row.id)}
    />
  );
}
