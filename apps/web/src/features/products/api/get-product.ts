import { useQuery } from '@tanstack/react-query';
import { productEndpoints, type ProductDto } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { productKeys } from './product-keys.ts';
import { currentRecordQuery } from '../../../lib/query/index.ts';

export const getProduct = (id: number, signal?: AbortSignal) =>
  http.getData<ProductDto>(productEndpoints.show.url({ id }), undefined, signal);

export const productQueryOptions = (id: number) =>
  currentRecordQuery(productKeys.detail(id), (signal) => getProduct(id, signal));

export const useProduct = (id: number) => useQuery(productQueryOptions(id));
