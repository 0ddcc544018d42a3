import { useQuery } from '@tanstack/react-query';
import {
  isExternalWarehouseType,
  productEndpoints,
  warehouseEndpoints,
  warehouseGroupEndpoints,
  type Page,
  type ProductDto,
  type WarehouseDto,
  type WarehouseGroupDto,
} from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { stockKeys } from './stock-keys.ts';

type Option = { value: string; label: string };
const MAX_OPTIONS = 100;

const warehouseQuery = {
  queryKey: stockKeys.warehouseOptions(),
  queryFn: () =>
    http
      .post<{ data: Page<WarehouseDto> }>(warehouseEndpoints.search.path, {
        perPage: MAX_OPTIONS,
      })
      .then((r) => r.data.data),
};

/** The organisation's warehouses, for the filter and the register form (by code). */
export const useWarehouseOptions = () =>
  useQuery({
    ...warehouseQuery,
    select: (rows): Option[] =>
      rows.map((row) => ({ value: String(row.id), label: `${row.code} ${row.name}` })),
  });

/** The ids of the external warehouses (their stock comes from the warehouse, not by hand). */
export const useExternalWarehouseIds = () =>
  useQuery({
    ...warehouseQuery,
    select: (rows) =>
      new Set(rows.filter((row) => isExternalWarehouseType(row.type)).map((row) => row.id)),
  });

export const useWarehouseGroupOptions = () =>
  useQuery({
    queryKey: stockKeys.groupOptions(),
    queryFn: () =>
      http
        .post<{ data: Page<WarehouseGroupDto> }>(warehouseGroupEndpoints.search.path, {
          perPage: MAX_OPTIONS,
        })
        .then((r) => r.data.data),
    select: (rows): Option[] => rows.map((row) => ({ value: String(row.id), label: row.name })),
  });

/** The register form's type-ahead: products whose code or name contains what was typed. */
export const useProductOptions = (keyword: string) =>
  useQuery({
    queryKey: stockKeys.productOptions(keyword),
    queryFn: () =>
      http
        .post<{ data: Page<ProductDto> }>(productEndpoints.search.path, { keyword, perPage: 20 })
        .then((r) => r.data.data),
    select: (rows): Option[] =>
      rows.map((row) => ({ value: String(row.id), label: `${row.productCode} ${row.name}` })),
  });
