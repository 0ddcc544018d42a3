import { useMutation, useQueryClient } from '@tanstack/react-query';
import { allocationEndpoints as endpoints, type ReleaseSummary } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { ORDER_WORK_KEY } from '../../../lib/order-work/order-work-keys.ts';

/** 引当解除 of the checked orders. */
export const releaseAllocation = (orderIds: number[]) =>
  http.post<{ data: ReleaseSummary }>(endpoints.release.path, { orderIds }).then((r) => r.data);

export function useReleaseAllocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: releaseAllocation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ORDER_WORK_KEY }),
  });
}
