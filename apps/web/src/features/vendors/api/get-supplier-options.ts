import { queryOptions, useQuery } from '@tanstack/react-query';
import { SEARCH_PER_PAGE_MAX, supplierEndpoints, type Page, type SupplierDto } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { vendorKeys } from './vendor-keys.ts';

/** The suppliers a vendor may name, by code (the select offers the first page of 100). */
export const getSupplierOptions = () =>
  http
    .post<{ data: Page<SupplierDto> }>(supplierEndpoints.search.path, {
      perPage: SEARCH_PER_PAGE_MAX,
      sort: 'code',
      direction: 'asc',
    })
    .then((response) =>
      response.data.data.map((supplier) => ({
        value: String(supplier.id),
        label: `${supplier.code} ${supplier.name}`,
      })),
    );

export const useSupplierOptions = () =>
  useQuery(queryOptions({ queryKey: vendorKeys.supplierOptions(), queryFn: getSupplierOptions }));
