import { shopEndpoints } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { shopKeys } from './shop-keys.ts';
import { useRefreshingMutation } from '../../../lib/query/index.ts';

export const destroyShop = (id: number) => http.delete<void>(shopEndpoints.destroy.url({ id }));

export const useDestroyShop = () => useRefreshingMutation(destroyShop, shopKeys.all);
