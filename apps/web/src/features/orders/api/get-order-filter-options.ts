import { useQuery } from '@tanstack/react-query';
import { shopEndpoints, warehouseEndpoints, type Page } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { orderKeys } from './order-keys.ts';

type Option = { value: string; label: string };
type Row = { id: number; code: string; name: string };
const MAX_OPTIONS = 100;

const options = (what: string, path: string) => ({
  queryKey: orderKeys.options(what),
  queryFn: () =>
    http.post<{ data: Page<Row> }>(path, { perPage: MAX_OPTIONS }).then((r) => r.data.data),
  select: (rows: Row[]): Option[] =>
    rows.map((row) => ({ value: String(row.id), label: `${row.code} ${row.name}` })),
});

/** 引当管理's filter choices: the organisation's shops and warehouses. */
export const useOrderShopOptions = () => useQuery(options('shops', shopEndpoints.search.path));
export const useOrderWarehouseOptions = () =>
  useQuery(options('warehouses', warehouseEndpoints.search.path));
