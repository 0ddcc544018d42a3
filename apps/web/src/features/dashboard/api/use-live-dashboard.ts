import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServerEvent, useServerEventsReconnected } from '../../../lib/events/index.ts';
import { dashboardKeys } from './dashboard-keys.ts';
import { getDashboard, useDashboard } from './get-dashboard.ts';

/**
 * The dashboard, refetched by push when the server has recomputed it (a process finished, or
 * someone asked) and after the stream comes back from a drop — never by polling (issue 14 §4).
 * `refresh` asks the server to recompute now (最新の状態に更新).
 */
export function useLiveDashboard() {
  const queryClient = useQueryClient();
  const refetch = () => void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
  useServerEvent('dashboard.updated', refetch);
  useServerEventsReconnected(refetch);
  const refresh = useMutation({
    mutationFn: () => getDashboard(undefined, { refresh: true }),
    onSuccess: (data) => queryClient.setQueryData(dashboardKeys.show(), data),
  });
  return { dashboard: useDashboard(), refresh };
}
