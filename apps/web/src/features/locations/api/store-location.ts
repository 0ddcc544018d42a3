import { locationEndpoints, type LocationDto, type LocationFormValues } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { useRefreshingMutation } from '../../../lib/query/index.ts';
import { locationKeys } from './location-keys.ts';

export const storeLocation = (values: LocationFormValues) =>
  http.postData<LocationDto>(locationEndpoints.store.path, values);

export const useStoreLocation = () => useRefreshingMutation(storeLocation, locationKeys.all);
