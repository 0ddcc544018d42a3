import { useMutation, useQueryClient } from '@tanstack/react-query';
import { allocationEndpoints as endpoints, type AllocationSummary } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { ORDER_WORK_KEY } from '../../../lib/order-work/order-work-keys.ts';

/** 引当: the checked orders, or every 未引当/一部引当 order when none are given. */
export const runAllocation = (orderIds?: number[]) =>
  http
    .post<{ data: AllocationSummary }>(endpoints.run.path, orderIds ? { orderIds } : {})
    .then((r) => r.data);

export function useRunAllocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runAllocation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ORDER_WORK_KEY }),
  });
}
