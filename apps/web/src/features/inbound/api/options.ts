import { useQuery } from '@tanstack/react-query';
import {
  productEndpoints,
  shopEndpoints,
  supplierEndpoints,
  vendorEndpoints,
  warehouseEndpoints,
  type Page,
  type ProductDto,
  type WarehouseDto,
} from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { inboundKeys } from './inbound-keys.ts';

type Option = { value: string; label: string };
const MAX_OPTIONS = 100;

/** The organisation's warehouses in use, with their kind (own or external). */
export const useInboundWarehouses = () =>
  useQuery({
    queryKey: inboundKeys.options('warehouses'),
    queryFn: () =>
      http
        .post<{ data: Page<WarehouseDto> }>(warehouseEndpoints.search.path, {
          perPage: MAX_OPTIONS,
        })
        .then((r) => r.data.data.filter((row) => row.inUse)),
  });

function useMasterOptions(what: string, path: string, label: (row: Row) => string) {
  return useQuery({
    queryKey: inboundKeys.options(what),
    queryFn: () =>
      http.post<{ data: Page<Row> }>(path, { perPage: MAX_OPTIONS }).then((r) => r.data.data),
    select: (rows): Option[] => rows.map((row) => ({ value: String(row.id), label: label(row) })),
  });
}
type Row = Record<string, unknown>;

export const useVendorOptions = () =>
  useMasterOptions(
    'vendors',
    vendorEndpoints.search.path,
    (row) => `${String(row.vendorCode)} ${String(row.name)}`,
  );
export const useSupplierOptions = () =>
  useMasterOptions(
    'suppliers',
    supplierEndpoints.search.path,
    (row) => `${String(row.code)} ${String(row.name)}`,
  );
export const useShopOptions = () =>
  useMasterOptions('shops', shopEndpoints.search.path, (row) => String(row.name));

/** 商品追加's type-ahead: products whose code, name or JAN contains what was typed. */
export const useProductOptions = (keyword: string) =>
  useQuery({
    queryKey: inboundKeys.options('products', keyword),
    queryFn: () =>
      http
        .post<{ data: Page<ProductDto> }>(
          productEndpoints.search.path,
          // A typed JAN (8 or 13 digits) searches the JAN; anything else the code and name.
          /^\d{8}$|^\d{13}$/.test(keyword)
            ? { janCode: keyword, perPage: 20 }
            : { keyword, perPage: 20 },
        )
        .then((r) => r.data.data),
    select: (rows) =>
      rows.map((row) => ({
        value: String(row.id),
        label: `${row.productCode} ${row.name}`,
        product: row,
      })),
  });
