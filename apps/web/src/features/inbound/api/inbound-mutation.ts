import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inboundKeys } from './inbound-keys.ts';

/** Every inbound write answers its record (or the process it queued); lists and details refresh. */
export function useInboundMutation<A, R>(run: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inboundKeys.all }),
  });
}
