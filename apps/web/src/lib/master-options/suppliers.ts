import { keepPreviousData, queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import { supplierEndpoints, type Page, type SupplierDto } from '@logi/shared';
import { http } from '../http/client.ts';
import { masterOptionKeys } from './master-option-keys.ts';
import { allRowsQuery, type MasterSource } from './master-source.ts';

const ORDER = { sort: 'code', direction: 'asc' } as const;
// The suggestions a typed text brings: a handful is enough to pick from, the server does the matching.
const SUGGESTIONS = 20;

export const suppliersQuery = () =>
  allRowsQuery<SupplierDto>(masterOptionKeys.suppliers(), supplierEndpoints.search.path, ORDER);

/** The first page of suppliers by code (a vendor's or a schedule's select). */
export const useSuppliers = () => useQuery(suppliersQuery());

const label = (row: SupplierDto) => `${row.code} ${row.name}`;

export const supplierSource: MasterSource<SupplierDto> = { query: suppliersQuery, label };

/** Suppliers whose code or name contains what was typed, searched on the server (type-ahead). */
export const supplierSearchSource: MasterSource<SupplierDto> = {
  query: (keyword) =>
    queryOptions({
      queryKey: masterOptionKeys.supplierSearch(keyword) as QueryKey,
      queryFn: () =>
        http
          .post<{ data: Page<SupplierDto> }>(supplierEndpoints.search.path, {
            keyword: keyword || undefined,
            perPage: SUGGESTIONS,
            ...ORDER,
          })
          .then((response) => response.data.data),
      placeholderData: keepPreviousData,
    }),
  label,
  typeAhead: {
    placeholder: '仕入先コード・仕入先名で検索',
    nothingFound: '該当する仕入先がありません',
  },
};
