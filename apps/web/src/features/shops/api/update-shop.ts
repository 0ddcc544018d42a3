import { shopEndpoints, type ShopDto, type ShopFormValues } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { shopKeys } from './shop-keys.ts';
import { useRefreshingMutation, type VersionedSave } from '../../../lib/query/index.ts';

/** `version` is the one the form was loaded with: a newer one on the server answers 409. */
export const updateShop = ({ id, values, version }: VersionedSave<ShopFormValues>) =>
  http.putData<ShopDto>(shopEndpoints.update.url({ id }), { ...values, version });

export const useUpdateShop = () => useRefreshingMutation(updateShop, shopKeys.all);
