import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fulfilmentEndpoints as endpoints, type InspectionCompleteValues } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { ORDER_WORK_KEY } from '../../../lib/order-work/order-work-keys.ts';

/** 検品完了: with a tracking number the parcel ships (出荷済), else it is 検品済. */
export const completeInspection = (values: InspectionCompleteValues) =>
  http.post<unknown>(endpoints.inspectionComplete.path, values);

export const useCompleteInspection = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeInspection,
    // The batch's progress and every order list move with it.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ORDER_WORK_KEY }),
  });
};
