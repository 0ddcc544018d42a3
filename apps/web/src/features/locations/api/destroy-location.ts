import { locationEndpoints } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { useRefreshingMutation } from '../../../lib/query/index.ts';
import { locationKeys } from './location-keys.ts';

export const destroyLocation = (id: number) =>
  http.delete<void>(locationEndpoints.destroy.url({ id }));

export const useDestroyLocation = () => useRefreshingMutation(destroyLocation, locationKeys.all);
