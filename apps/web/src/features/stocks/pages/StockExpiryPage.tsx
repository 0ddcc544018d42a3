import { Tabs, Text } from '@mantine/core';
import {
  EXPIRY_STATE_LABELS,
  EXPIRY_STATES,
  PAGE_TITLES,
  STOCK_EXPIRY_LABELS,
  stockEndpoints,
  type ExpiryState,
} from '@logi/shared';
import { ResourceList, useListSearch } from '../../../components/resource/index.ts';
import { useExpiryLotsSearch } from '../api/search-expiry-lots.ts';
import { STOCK_EXPIRY_COLUMNS, STOCK_EXPIRY_LIST } from '../components/StockExpiryList.tsx';
import { productWarehouseFields } from '../components/ProductWarehouseFields.tsx';

// Lots near their 賞味期限 until another tab is chosen.
const withState = <F extends { state: ExpiryState | null }>(filters: F) => ({
  ...filters,
  state: filters.state ?? ('near' as const),
});

/** /stocks/expiry: 賞味期限管理 — lots near their 賞味期限 (the organisation's days) or past it. */
export function StockExpiryPage() {
  const { list, search } = useListSearch(STOCK_EXPIRY_LIST, useExpiryLotsSearch, withState);
  const { filters } = list.query;
  const { state } = withState(filters);
  const warningDays = search.data?.warningDays;
  return (
    <ResourceList
      list={list}
      search={search}
      columns={STOCK_EXPIRY_COLUMNS}
      rowLabel={(row) => `${row.productName} ${row.lotNo}（${row.warehouseName}）`}
      csv={{
        url: stockEndpoints.expiryExport.path,
        fallbackName: `${PAGE_TITLES.stocks.expiry}.csv`,
      }}
      header={
        <>
          <Tabs
            value={state}
            onChange={(next) => list.setFilters({ ...filters, state: next as ExpiryState })}
          >
            <Tabs.List aria-label="賞味期限の状態">
              {EXPIRY_STATES.map((value) => (
                <Tabs.Tab key={value} value={value}>
                  {EXPIRY_STATE_LABELS[value]}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
          <Text size="sm" c="dimmed" mt="xs">
            {state === 'expired'
              ? STOCK_EXPIRY_LABELS.expiredNote
              : warningDays !== undefined && STOCK_EXPIRY_LABELS.nearNote(warningDays)}
          </Text>
        </>
      }
      searchForm={{
        label: '賞味期限管理の検索',
        fields: productWarehouseFields,
      }}
    />
  );
}
