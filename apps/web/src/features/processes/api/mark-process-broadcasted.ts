import { useMutation, useQueryClient } from '@tanstack/react-query';
import { processEndpoints, type ProcessDto } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import type { Process } from './get-processes.ts';
import { processKeys } from './process-keys.ts';

/** Spec §7: deleting a process marks it broadcasted (the process is the body). */
export const markProcessBroadcasted = (process: Process) =>
  http.put<{ data: ProcessDto }>(processEndpoints.markBroadcasted.url({ id: process.id }), process);

/** Spec §4: after a delete the list is re-queried (also after a refusal: its status moved on). */
export function useMarkProcessBroadcasted() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markProcessBroadcasted,
    onSettled: () => queryClient.invalidateQueries({ queryKey: processKeys.lists() }),
  });
}
