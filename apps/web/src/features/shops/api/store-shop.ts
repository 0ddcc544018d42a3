import { shopEndpoints, type ShopDto, type ShopFormValues } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { shopKeys } from './shop-keys.ts';
import { useRefreshingMutation } from '../../../lib/query/index.ts';

export const storeShop = (values: ShopFormValues) =>
  http.postData<ShopDto>(shopEndpoints.store.path, values);

export const useStoreShop = () => useRefreshingMutation(storeShop, shopKeys.all);
