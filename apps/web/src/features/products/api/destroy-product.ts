import { productEndpoints } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { productKeys } from './product-keys.ts';
import { useRefreshingMutation } from '../../../lib/query/index.ts';

export const destroyProduct = (id: number) =>
  http.delete<void>(productEndpoints.destroy.url({ id }));

export const useDestroyProduct = () => useRefreshingMutation(destroyProduct, productKeys.all);
