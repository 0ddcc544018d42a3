import { productEndpoints } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { useRefreshingMutation } from '../../../lib/query/index.ts';
import { productKeys } from './product-keys.ts';

export const destroySkuMapping = (id: number) =>
  http.delete<void>(productEndpoints.skuMappingDestroy.url({ id }));

export const useDestroySkuMapping = (productId: number) =>
  useRefreshingMutation(destroySkuMapping, productKeys.skuMappings(productId));
