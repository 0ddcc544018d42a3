import { receivingScheduleEndpoints, type ProcessDto } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { useInboundMutation } from './inbound-mutation.ts';

/** 入荷実績取得: a background process asks the warehouse what arrived. */
export const fetchReceivingScheduleResults = (id: number) =>
  http.postData<ProcessDto>(receivingScheduleEndpoints.fetchResults.url({ id }));

export const useFetchScheduleResults = () => useInboundMutation(fetchReceivingScheduleResults);
