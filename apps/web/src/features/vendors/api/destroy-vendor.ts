import { vendorEndpoints } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { vendorKeys } from './vendor-keys.ts';
import { useRefreshingMutation } from '../../../lib/query/index.ts';

export const destroyVendor = (id: number) => http.delete<void>(vendorEndpoints.destroy.url({ id }));

export const useDestroyVendor = () => useRefreshingMutation(destroyVendor, vendorKeys.all);
