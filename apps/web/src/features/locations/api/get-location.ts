import { useQuery } from '@tanstack/react-query';
import { locationEndpoints, type LocationDto } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { currentRecordQuery } from '../../../lib/query/index.ts';
import { locationKeys } from './location-keys.ts';

export const getLocation = (id: number, signal?: AbortSignal) =>
  http.getData<LocationDto>(locationEndpoints.show.url({ id }), undefined, signal);

export const locationQueryOptions = (id: number) =>
  currentRecordQuery(locationKeys.detail(id), (signal) => getLocation(id, signal));

export const useLocation = (id: number) => useQuery(locationQueryOptions(id));
