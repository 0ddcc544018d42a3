import { useQuery } from '@tanstack/react-query';
import {
  receivingScheduleEndpoints,
  type Page,
  type ReceivingScheduleDto,
  type ReceivingScheduleSearchInput,
} from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { inboundKeys } from './inbound-keys.ts';
import { pagedSearchQuery } from '../../../lib/query/index.ts';

export const searchReceivingSchedules = (search: ReceivingScheduleSearchInput) =>
  http.postData<Page<ReceivingScheduleDto>>(receivingScheduleEndpoints.search.path, search);

export const receivingScheduleSearchQueryOptions = (search: ReceivingScheduleSearchInput) =>
  pagedSearchQuery(inboundKeys.schedules(search), () => searchReceivingSchedules(search));

export const useScheduleSearch = (search: ReceivingScheduleSearchInput) =>
  useQuery(receivingScheduleSearchQueryOptions(search));
