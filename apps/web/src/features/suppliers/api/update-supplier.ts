import { supplierEndpoints, type SupplierDto, type SupplierFormValues } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { supplierKeys } from './supplier-keys.ts';
import { useRefreshingMutation, type VersionedSave } from '../../../lib/query/index.ts';

/** `version` is the one the form was loaded with: a newer one on the server answers 409. */
export const updateSupplier = ({ id, values, version }: VersionedSave<SupplierFormValues>) =>
  http.putData<SupplierDto>(supplierEndpoints.update.url({ id }), { ...values, version });

export const useUpdateSupplier = () => useRefreshingMutation(updateSupplier, supplierKeys.all);
