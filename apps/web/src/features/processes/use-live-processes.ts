import { useQueryClient } from '@tanstack/react-query';
import { useServerEvent, useServerEventsReconnected } from '../../lib/events/index.ts';
import type { ProcessPage } from './api/get-processes.ts';
import { processKeys } from './api/process-keys.ts';
import { patchProcessPage } from './patch-process-page.ts';

/**
 * Keeps the header's process list live from server events: progress is patched in place, a new
 * process or a status change (which moves the badge count) re-queries, and so does a reconnection.
 */
export function useLiveProcesses(): void {
  const queryClient = useQueryClient();
  const refetch = () => void queryClient.invalidateQueries({ queryKey: processKeys.lists() });

  useServerEvent('process.updated', ({ process }) => {
    let known = false;
    let statusChanged = false;
    queryClient.setQueriesData<ProcessPage>({ queryKey: processKeys.lists() }, (page) => {
      if (!page) return page;
      const patched = patchProcessPage(page, process);
      known ||= patched.known;
      statusChanged ||= patched.statusChanged;
      return patched.page;
    });
    if (!known || statusChanged) refetch();
  });
  useServerEvent('process.deleted', refetch);
  useServerEventsReconnected(refetch);
}
