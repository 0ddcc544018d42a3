import { productEndpoints, type ProductDto, type ProductFormValues } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { productKeys } from './product-keys.ts';
import { useRefreshingMutation, type VersionedSave } from '../../../lib/query/index.ts';

/** `version` is the one the form was loaded with: a newer one on the server answers 409. */
export const updateProduct = ({ id, values, version }: VersionedSave<ProductFormValues>) =>
  http.putData<ProductDto>(productEndpoints.update.url({ id }), { ...values, version });

export const useUpdateProduct = () => useRefreshingMutation(updateProduct, productKeys.all);
