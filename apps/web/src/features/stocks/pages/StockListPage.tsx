import { Group } from '@mantine/core';
import { useState } from 'react';
import { stockEndpoints, type StockType } from '@logi/shared';
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import {
  ResourceList,
  listSearchInput,
  useListQuery,
  type ListQueryControls,
} from '../../../components/resource/index.ts';
import { paths } from '../../../lib/paths.ts';
import { useStockProductSearch, useStockRowSearch } from '../api/search-stocks.ts';
import {
  STOCK_LIST,
  STOCK_PRODUCT_COLUMNS,
  STOCK_ROW_COLUMNS,
  StockSearchFields,
  StockTypeSwitch,
  StockWarehouseRows,
} from '../components/StockList.tsx';

type Controls = ListQueryControls<
  typeof STOCK_LIST.filters,
  (typeof STOCK_LIST.sortFields)[number]
>;

const CSV = { url: stockEndpoints.export.path, fallbackName: '在庫一覧.csv' };
const searchForm = {
  label: '在庫の検索',
  fields: (
    draft: Parameters<typeof StockSearchFields>[0]['draft'],
    change: Parameters<typeof StockSearchFields>[0]['change'],
  ) => <StockSearchFields draft={draft} change={change} />,
};

function Header({ list, stockType }: { list: Controls; stockType: StockType }) {
  return (
    <Group justify="space-between">
      <StockTypeSwitch
        value={stockType}
        onChange={(next) => list.setFilters({ ...list.query.filters, stockType: next })}
      />
      <Button component={Link} to={paths.stocks.diff()} variant="default">
        在庫差異
      </Button>
    </Group>
  );
}

function ByProduct({ list }: { list: Controls }) {
  const search = useStockProductSearch(listSearchInput(list.query));
  const [expanded, setExpanded] = useState<number[]>([]);
  return (
    <ResourceList
      list={list}
      search={search}
      columns={STOCK_PRODUCT_COLUMNS}
      rowLabel={(row) => row.productName}
      header={<Header list={list} stockType="stockByProduct" />}
      searchForm={searchForm}
      registerTo={paths.stocks.register()}
      csv={CSV}
      rowExpansion={{
        allowMultiple: true,
        expanded: { recordIds: expanded, onRecordIdsChange: setExpanded },
        content: ({ record }) => <StockWarehouseRows row={record} />,
      }}
    />
  );
}

function ByWarehouse({ list }: { list: Controls }) {
  const search = useStockRowSearch(listSearchInput(list.query));
  return (
    <ResourceList
      list={list}
      search={search}
      columns={STOCK_ROW_COLUMNS}
      rowLabel={(row) => `${row.productName}（${row.warehouseName}）`}
      header={<Header list={list} stockType="stockByWarehouse" />}
      searchForm={searchForm}
      registerTo={paths.stocks.register()}
      editTo={(row) => paths.stocks.edit(row.id)}
      csv={CSV}
    />
  );
}

/** /stocks?stockType=stockByProduct: 在庫一覧, by product (rows open per warehouse) or by warehouse. */
export function StockListPage() {
  const list = useListQuery(STOCK_LIST);
  return list.query.filters.stockType === 'stockByWarehouse' ? (
    <ByWarehouse list={list} />
  ) : (
    <ByProduct list={list} />
  );
}
