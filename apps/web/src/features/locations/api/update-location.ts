import { locationEndpoints, type LocationDto, type LocationFormValues } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { useRefreshingMutation, type VersionedSave } from '../../../lib/query/index.ts';
import { locationKeys } from './location-keys.ts';

/** `version` is the one the form was loaded with: a newer one on the server answers 409. */
export const updateLocation = ({ id, values, version }: VersionedSave<LocationFormValues>) =>
  http.putData<LocationDto>(locationEndpoints.update.url({ id }), { ...values, version });

export const useUpdateLocation = () => useRefreshingMutation(updateLocation, locationKeys.all);
