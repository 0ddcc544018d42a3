import { supplierEndpoints } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { supplierKeys } from './supplier-keys.ts';
import { useRefreshingMutation } from '../../../lib/query/index.ts';

export const destroySupplier = (id: number) =>
  http.delete<void>(supplierEndpoints.destroy.url({ id }));

export const useDestroySupplier = () => useRefreshingMutation(destroySupplier, supplierKeys.all);
