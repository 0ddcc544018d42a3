import { productEndpoints, type ProductDto, type ProductFormValues } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { productKeys } from './product-keys.ts';
import { useRefreshingMutation } from '../../../lib/query/index.ts';

export const storeProduct = (values: ProductFormValues) =>
  http.postData<ProductDto>(productEndpoints.store.path, values);

export const useStoreProduct = () => useRefreshingMutation(storeProduct, productKeys.all);
