import { receivingScheduleEndpoints, type ReceivingScheduleFormValues } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import type { ReceivingScheduleAnswer } from './get-receiving-schedule.ts';
import { useInboundMutation } from './inbound-mutation.ts';

export const storeReceivingSchedule = (values: ReceivingScheduleFormValues) =>
  http
    .post<ReceivingScheduleAnswer>(receivingScheduleEndpoints.store.path, values)
    .then((r) => r.data);

export const useStoreSchedule = () => useInboundMutation(storeReceivingSchedule);
