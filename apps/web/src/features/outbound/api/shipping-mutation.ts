import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShippingActionResult } from '@logi/shared';
import { outboundKeys } from './outbound-keys.ts';

export type ShippingAnswer = { data: ShippingActionResult };

/** A shipping action: on success every outbound list, count and order refreshes. */
export function useShippingMutation<A>(run: (args: A) => Promise<ShippingActionResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: outboundKeys.all }),
  });
}
