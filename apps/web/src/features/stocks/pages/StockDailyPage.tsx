import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { dailyStockDefaultDate, stockEndpoints, STOCK_DAILY_MESSAGES } from '@logi/shared';
import { CsvExportButton, ResourceList, useListQuery } from '../../../components/resource/index.ts';
import { ErrorPanel } from '../../../components/ui/index.ts';
import { useDailyStockSearch } from '../api/search-daily-stock.ts';
import {
  STOCK_DAILY_LIST,
  stockDailyColumns,
  StockDailyLotRows,
  StockDailySearchFields,
} from '../components/StockDailyList.tsx';

/** /stocks/daily: 日次在庫表 — every stock row's figures as of a day's end (JST), from the ledger. */
export function StockDailyPage() {
  const list = useListQuery(STOCK_DAILY_LIST);
  const { filters, page, perPage } = list.query;
  const [defaultDate] = useState(() => dailyStockDefaultDate());
  const body = { ...filters, date: filters.date ?? defaultDate };
  const search = useDailyStockSearch({ ...body, page, perPage });
  const [exportError, setExportError] = useState<unknown>(null);
  const [expanded, setExpanded] = useState<number[]>([]);
  const toggle = (id: number) =>
    setExpanded((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]));
  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        {STOCK_DAILY_MESSAGES.timeZoneNote}
      </Text>
      <ErrorPanel error={exportError} />
      <ResourceList
        list={list}
        search={search}
        columns={stockDailyColumns(expanded, toggle)}
        rowLabel={(row) => `${row.productName}（${row.warehouseName}）`}
        rowExpansion={{
          allowMultiple: true,
          trigger: 'never',
          expanded: { recordIds: expanded, onRecordIdsChange: setExpanded },
          content: ({ record }) => <StockDailyLotRows row={record} />,
        }}
        searchForm={{
          label: '日次在庫表の検索',
          fields: (draft, change) => (
            <StockDailySearchFields draft={draft} change={change} defaultDate={defaultDate} />
          ),
        }}
        pageActions={
          <CsvExportButton
            url={stockEndpoints.dailyExport.path}
            body={body}
            fallbackName="日次在庫表.csv"
            onError={setExportError}
          />
        }
      />
    </Stack>
  );
}
