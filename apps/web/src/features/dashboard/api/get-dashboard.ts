import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardEndpoints, type DashboardDto } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { dashboardKeys } from './dashboard-keys.ts';

/** The last computed figures, or (refresh) figures computed for this request. */
export const getDashboard = (signal?: AbortSignal, { refresh = false } = {}) =>
  http.getData<DashboardDto>(
    dashboardEndpoints.show.path,
    refresh ? { refresh: 'true' } : undefined,
    signal,
  );

export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.show(), queryFn: ({ signal }) => getDashboard(signal) });

export const useDashboard = () => useQuery(dashboardQueryOptions());
