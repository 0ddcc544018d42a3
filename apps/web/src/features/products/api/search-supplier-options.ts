import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { supplierEndpoints, type Page, type SupplierDto } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { productKeys } from './product-keys.ts';

export type SupplierOption = { value: string; label: string };

// The suggestions a typed text brings: a handful is enough to pick from, the server does the matching.
const SUGGESTIONS = 20;

/** Suppliers whose code or name contains `keyword`, searched on the server (type-ahead). */
export const searchSupplierOptions = (keyword: string): Promise<SupplierOption[]> =>
  http
    .post<{ data: Page<SupplierDto> }>(supplierEndpoints.search.path, {
      keyword: keyword || undefined,
      perPage: SUGGESTIONS,
      sort: 'code',
      direction: 'asc',
    })
    .then((response) =>
      response.data.data.map((supplier) => ({
        value: String(supplier.id),
        label: `${supplier.code} ${supplier.name}`,
      })),
    );

export const useSupplierOptions = (keyword: string) =>
  useQuery(
    queryOptions({
      queryKey: productKeys.supplierOptions(keyword),
      queryFn: () => searchSupplierOptions(keyword),
      placeholderData: keepPreviousData,
    }),
  );
