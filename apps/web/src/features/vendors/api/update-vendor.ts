import { vendorEndpoints, type VendorDto, type VendorFormValues } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { vendorKeys } from './vendor-keys.ts';
import { useRefreshingMutation, type VersionedSave } from '../../../lib/query/index.ts';

/** `version` is the one the form was loaded with: a newer one on the server answers 409. */
export const updateVendor = ({ id, values, version }: VersionedSave<VendorFormValues>) =>
  http.putData<VendorDto>(vendorEndpoints.update.url({ id }), { ...values, version });

export const useUpdateVendor = () => useRefreshingMutation(updateVendor, vendorKeys.all);
