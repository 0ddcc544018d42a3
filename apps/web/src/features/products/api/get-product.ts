import { queryOptions, useQuery } from '@tanstack/react-query';
import { productEndpoints, type ProductDto } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { productKeys } from './product-keys.ts';

export const getProduct = (id: number, signal?: AbortSignal) =>
  http.getData<ProductDto>(productEndpoints.show.url({ id }), undefined, signal);

export const productQueryOptions = (id: number) =>
  queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => getProduct(id, signal),
    // The edit form starts from what the server holds now, not from a cached copy.
    staleTime: 0,
  });

export const useProduct = (id: number) => useQuery(productQueryOptions(id));
