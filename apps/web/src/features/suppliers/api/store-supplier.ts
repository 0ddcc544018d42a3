import { supplierEndpoints, type SupplierDto, type SupplierFormValues } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { supplierKeys } from './supplier-keys.ts';
import { useRefreshingMutation } from '../../../lib/query/index.ts';

export const storeSupplier = (values: SupplierFormValues) =>
  http.postData<SupplierDto>(supplierEndpoints.store.path, values);

export const useStoreSupplier = () => useRefreshingMutation(storeSupplier, supplierKeys.all);
