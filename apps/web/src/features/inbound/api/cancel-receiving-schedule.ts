import { receivingScheduleEndpoints, type ReceivingScheduleCancelValues } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import type { ReceivingScheduleAnswer } from './get-receiving-schedule.ts';
import { useInboundMutation } from './inbound-mutation.ts';

export const cancelReceivingSchedule = ({
  id,
  values,
}: {
  id: number;
  values: ReceivingScheduleCancelValues;
}) =>
  http
    .post<ReceivingScheduleAnswer>(receivingScheduleEndpoints.cancel.url({ id }), values)
    .then((r) => r.data);

export const useCancelSchedule = () => useInboundMutation(cancelReceivingSchedule);
