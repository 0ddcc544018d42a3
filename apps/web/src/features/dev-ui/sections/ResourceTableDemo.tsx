import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import type { Page } from '@logi/shared';
import { ResourceTable, type ResourceColumn } from '../../../components/resource/index.ts';
import type { SortDirection } from '../../../lib/list/list-query.ts';
import { DemoSection } from '../DemoSection.tsx';

type DemoRow = { id: number; code: string; name: string; stock: number };

const ROWS: DemoRow[] = Array.from({ length: 23 }, (_, index) => ({
  id: index + 1,
  code: `WH-${String(index + 1).padStart(2, '0')}`,
  name: `第${index + 1}倉庫`,
  stock: (index * 37) % 100,
}));
const PER_PAGE = 10;

const COLUMNS: ResourceColumn<DemoRow>[] = [
  { accessor: 'code', title: 'コード', sortable: true },
  { accessor: 'name', title: '名称' },
  { accessor: 'stock', title: '在庫数', sortable: true, textAlign: 'right' },
];

// What the server does for a real list: order, then cut one page.
function pageOf(sort: string, direction: SortDirection, page: number): Page<DemoRow> {
  const key = sort as 'code' | 'stock';
  const sign = direction === 'asc' ? 1 : -1;
  const sorted = [...ROWS].sort((a, b) =>
    a[key] < b[key] ? -sign : a[key] > b[key] ? sign : a.id - b.id,
  );
  const data = sorted.slice((page - 1) * PER_PAGE, page * PER_PAGE);
  const lastPage = Math.ceil(ROWS.length / PER_PAGE);
  return { data, total: ROWS.length, currentPage: page, perPage: PER_PAGE, lastPage };
}

/** The kit's list table on local rows: sorting, paging, row actions and selection. */
export function ResourceTableDemo() {
  const [sort, setSort] = useState<{ sort: string; direction: SortDirection }>({
    sort: 'code',
    direction: 'asc',
  });
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<DemoRow[]>([]);
  const [lastAction, setLastAction] = useState('（なし）');
  return (
    <DemoSection
      id="resource-table"
      title="一覧テーブル"
      note="見出しで並べ替え、下でページ送り、行のチェックで一括操作の対象を選びます。"
    >
      <ResourceTable
        page={pageOf(sort.sort, sort.direction, page)}
        columns={COLUMNS}
        sort={sort.sort}
        direction={sort.direction}
        onSortChange={(next, direction) => {
          setSort({ sort: next, direction });
          setPage(1);
        }}
        onPageChange={setPage}
        rowLabel={(row) => row.name}
        actions={{ onDelete: (row) => setLastAction(`${row.name}を削除`) }}
        selection={{ selected, onChange: setSelected }}
      />
      <Text size="sm">
        選択中:{' '}
        <span data-testid="resource-table-selected">
          {selected.map((row) => row.code).join(' / ') || '（なし）'}
        </span>
      </Text>
      <Text size="sm">
        操作: <span data-testid="resource-table-action">{lastAction}</span>
      </Text>
      <Button
        variant="default"
        size="xs"
        w="fit-content"
        onClick={() => setSelected([])}
        disabled={selected.length === 0}
      >
        選択を解除
      </Button>
    </DemoSection>
  );
}
