import { useQuery } from '@tanstack/react-query';
import {
  productEndpoints,
  type Page,
  type ProductDto,
  type ProductSearchInput,
} from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { productKeys } from './product-keys.ts';
import { pagedSearchQuery } from '../../../lib/query/index.ts';

export const searchProducts = (search: ProductSearchInput) =>
  http.postData<Page<ProductDto>>(productEndpoints.search.path, search);

export const productSearchQueryOptions = (search: ProductSearchInput) =>
  pagedSearchQuery(productKeys.search(search), () => searchProducts(search));

export const useProductSearch = (search: ProductSearchInput) =>
  useQuery(productSearchQueryOptions(search));
