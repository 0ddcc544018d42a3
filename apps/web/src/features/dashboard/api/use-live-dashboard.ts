import { useQueryClient } from '@tanstack/react-query';
import { useServerEvent, useServerEventsReconnected } from '../../../lib/events/index.ts';
import { dashboardKeys } from './dashboard-keys.ts';
import { useDashboard } from './get-dashboard.ts';

const FINISHED = new Set(['completed', 'failed']);

/**
 * The dashboard, refetched by push when a process finishes (or is deleted) and after the stream
 * comes back from a drop — never by polling (issue 14 §4).
 */
export function useLiveDashboard() {
  const queryClient = useQueryClient();
  const refetch = () => void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
  useServerEvent('process.updated', (event) => {
    if (FINISHED.has(event.process.processStatus)) refetch();
  });
  useServerEvent('process.deleted', refetch);
  useServerEventsReconnected(refetch);
  return useDashboard();
}
