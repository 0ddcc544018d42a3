import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShippingActionResult } from '@logi/shared';
import { ORDER_WORK_KEY } from '../../../lib/order-work/order-work-keys.ts';

export type ShippingAnswer = { data: ShippingActionResult };

/** A shipping action: on success every order list, count and detail refreshes. */
export function useShippingMutation<A>(run: (args: A) => Promise<ShippingActionResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    // Not awaited: the caller's notice shows at once, while the lists refresh behind it.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ORDER_WORK_KEY });
    },
  });
}
