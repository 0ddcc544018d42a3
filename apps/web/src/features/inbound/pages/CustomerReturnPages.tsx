import { Button, Group, Stack, Table } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import {
  customerReturnEndpoints,
  formatReturnedAt,
  RETURN_CONDITION_LABELS,
  type CustomerReturnDto,
} from '@logi/shared';
import { EditRecord, ResourceList, useListQuery } from '../../../components/resource/index.ts';
import { RemoteSelect } from '../../../components/ui/index.ts';
import { useWarehouses, warehouseSource } from '../../../lib/master-options/index.ts';
import { paths } from '../../../lib/paths.ts';
import {
  useCustomerReturn,
  useFetchReturns,
  useReturnSearch,
  useStoreReturn,
} from '../api/returns.ts';
import { RETURN_COLUMNS, RETURN_LIST, ReturnSearchFields } from '../components/return-list.tsx';
import { ReturnForm } from '../components/ReturnForm.tsx';
import { FieldsTable, NumberTd, NumberTh } from '../../../components/ui/index.ts';

/** 返品実績検索 of one external warehouse, from the list. */
function FetchReturns() {
  const warehouses = useWarehouses();
  const fetchReturns = useFetchReturns();
  const isExternal = (row: { inUse: boolean; type: string }) => row.inUse && row.type !== 'own';
  const [warehouseId, setWarehouseId] = useState<number | null>(null);
  if (!(warehouses.data ?? []).some(isExternal)) return null;
  return (
    <Group align="flex-end">
      <RemoteSelect
        label="外部倉庫"
        source={warehouseSource}
        where={isExternal}
        optionLabel={(row) => row.name}
        value={warehouseId}
        onChange={setWarehouseId}
        w={240}
      />
      <Button
        variant="default"
        disabled={warehouseId === null}
        loading={fetchReturns.isPending}
        onClick={() =>
          fetchReturns.mutate(Number(warehouseId), {
            onSuccess: () =>
              notifications.show({ color: 'teal', message: '返品実績の取得を開始しました' }),
          })
        }
      >
        返品実績取得
      </Button>
    </Group>
  );
}

/** /customer_returns: 返品実績一覧. */
export function CustomerReturnListPage() {
  const list = useListQuery(RETURN_LIST);
  const { filters, page, perPage, sort, direction } = list.query;
  const search = useReturnSearch({ ...filters, page, perPage, sort, direction });
  return (
    <ResourceList
      list={list}
      search={search}
      columns={RETURN_COLUMNS}
      rowLabel={(row) => row.returnNumber}
      header={<FetchReturns />}
      searchForm={{
        label: '返品実績の検索',
        fields: (draft, change) => <ReturnSearchFields draft={draft} change={change} />,
      }}
      registerTo={paths.customerReturns.register()}
      csv={{ url: customerReturnEndpoints.export.path, fallbackName: '返品実績一覧.csv' }}
    />
  );
}

/** /customer_returns/register: 返品実績登録 (own warehouses). */
export function CustomerReturnRegisterPage() {
  const navigate = useNavigate();
  const store = useStoreReturn();
  return (
    <ReturnForm
      save={(values) => store.mutateAsync(values)}
      onSaved={() => {
        notifications.show({ color: 'teal', message: '返品実績を登録しました' });
        void navigate(paths.customerReturns.list());
      }}
      onCancel={() => void navigate(paths.customerReturns.list())}
    />
  );
}

function ReturnDetail({ record }: { record: CustomerReturnDto }) {
  const rows: [string, string][] = [
    ['返品番号', record.returnNumber],
    ['受注番号', record.orderNumber ?? '—'],
    ['ショップ', record.shopName ?? '—'],
    ['倉庫', record.warehouseName],
    ['返品日時', formatReturnedAt(record)],
    ['返品理由', record.reason],
    ['備考', record.note ?? '—'],
  ];
  return (
    <Stack gap="lg">
      <FieldsTable rows={rows} />
      <Table withTableBorder withColumnBorders>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>商品コード</Table.Th>
            <Table.Th>商品名</Table.Th>
            <NumberTh>数量</NumberTh>
            <Table.Th>状態</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {record.lines.map((line) => (
            <Table.Tr key={line.id}>
              <Table.Td>{line.productCode}</Table.Td>
              <Table.Td>{line.productName}</Table.Td>
              <NumberTd>{line.quantity}</NumberTd>
              <Table.Td>{RETURN_CONDITION_LABELS[line.condition]}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/** /customer_returns/{id}/detail: 返品実績詳細. */
export function CustomerReturnDetailPage() {
  const id = Number(useParams().id);
  return (
    <EditRecord query={useCustomerReturn(id)} fields={6}>
      {(record) => <ReturnDetail record={record} />}
    </EditRecord>
  );
}
