import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  productEndpoints,
  type Page,
  type ProductDto,
  type ProductSearchInput,
} from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { productKeys } from './product-keys.ts';

export const searchProducts = (search: ProductSearchInput) =>
  http.postData<Page<ProductDto>>(productEndpoints.search.path, search);

export const productSearchQueryOptions = (search: ProductSearchInput) =>
  queryOptions({
    queryKey: productKeys.search(search),
    queryFn: () => searchProducts(search),
    // Paging keeps the current rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });

export const useProductSearch = (search: ProductSearchInput) =>
  useQuery(productSearchQueryOptions(search));
