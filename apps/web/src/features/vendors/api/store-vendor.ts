import { vendorEndpoints, type VendorDto, type VendorFormValues } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { vendorKeys } from './vendor-keys.ts';
import { useRefreshingMutation } from '../../../lib/query/index.ts';

export const storeVendor = (values: VendorFormValues) =>
  http.postData<VendorDto>(vendorEndpoints.store.path, values);

export const useStoreVendor = () => useRefreshingMutation(storeVendor, vendorKeys.all);
