import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  receivingScheduleEndpoints,
  type Page,
  type ReceivingScheduleDto,
  type ReceivingScheduleSearchInput,
} from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { inboundKeys } from './inbound-keys.ts';

export const searchReceivingSchedules = (search: ReceivingScheduleSearchInput) =>
  http
    .post<{ data: Page<ReceivingScheduleDto> }>(receivingScheduleEndpoints.search.path, search)
    .then((r) => r.data);

export const receivingScheduleSearchQueryOptions = (search: ReceivingScheduleSearchInput) =>
  queryOptions({
    queryKey: inboundKeys.schedules(search),
    queryFn: () => searchReceivingSchedules(search),
    // Paging keeps the current rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });

export const useScheduleSearch = (search: ReceivingScheduleSearchInput) =>
  useQuery(receivingScheduleSearchQueryOptions(search));
