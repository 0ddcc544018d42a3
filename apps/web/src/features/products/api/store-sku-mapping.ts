import { productEndpoints, type SkuMappingDto, type SkuMappingFormValues } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { useRefreshingMutation } from '../../../lib/query/index.ts';
import { productKeys } from './product-keys.ts';

export const storeSkuMapping = (productId: number, values: SkuMappingFormValues) =>
  http.postData<SkuMappingDto>(productEndpoints.skuMappingStore.url({ id: productId }), values);

export const useStoreSkuMapping = (productId: number) =>
  useRefreshingMutation(
    (values: SkuMappingFormValues) => storeSkuMapping(productId, values),
    productKeys.skuMappings(productId),
  );
