import { useQuery } from '@tanstack/react-query';
import {
  locationEndpoints,
  type LocationDto,
  type LocationSearchInput,
  type Page,
} from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { pagedSearchQuery } from '../../../lib/query/index.ts';
import { locationKeys } from './location-keys.ts';

export const searchLocations = (search: LocationSearchInput) =>
  http.postData<Page<LocationDto>>(locationEndpoints.search.path, search);

export const locationSearchQueryOptions = (search: LocationSearchInput) =>
  pagedSearchQuery(locationKeys.search(search), () => searchLocations(search));

export const useLocationSearch = (search: LocationSearchInput) =>
  useQuery(locationSearchQueryOptions(search));
