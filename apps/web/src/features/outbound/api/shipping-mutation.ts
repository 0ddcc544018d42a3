import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShippingActionResult } from '@logi/shared';
import { outboundKeys } from './outbound-keys.ts';

export type ShippingAnswer = { data: ShippingActionResult };

/** A shipping action: on success every outbound list, count and order refreshes. */
export function useShippingMutation<A>(run: (args: A) => Promise<ShippingActionResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    // Not awaited: the caller's notice shows at once, while the lists refresh behind it.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: outboundKeys.all });
    },
  });
}
