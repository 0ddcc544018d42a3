import { queryOptions, useQuery } from '@tanstack/react-query';
import { productEndpoints, type SkuMappingDto } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { productKeys } from './product-keys.ts';

export const getSkuMappings = (productId: number, signal?: AbortSignal) =>
  http.getData<SkuMappingDto[]>(
    productEndpoints.skuMappings.url({ id: productId }),
    undefined,
    signal,
  );

export const useSkuMappings = (productId: number) =>
  useQuery(
    queryOptions({
      queryKey: productKeys.skuMappings(productId),
      queryFn: ({ signal }) => getSkuMappings(productId, signal),
    }),
  );
