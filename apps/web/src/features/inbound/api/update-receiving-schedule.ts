import { receivingScheduleEndpoints, type ReceivingScheduleFormValues } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import type { ReceivingScheduleAnswer } from './get-receiving-schedule.ts';
import { useInboundMutation } from './inbound-mutation.ts';

/** `version` is the one the form was loaded with: a newer one on the server answers 409. */
export const updateReceivingSchedule = ({
  id,
  values,
}: {
  id: number;
  values: ReceivingScheduleFormValues & { version: number };
}) =>
  http
    .put<ReceivingScheduleAnswer>(receivingScheduleEndpoints.update.url({ id }), values)
    .then((r) => r.data);

export const useUpdateSchedule = () => useInboundMutation(updateReceivingSchedule);
