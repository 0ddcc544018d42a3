import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardEndpoints, type DashboardDto } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { dashboardKeys } from './dashboard-keys.ts';

export const getDashboard = (signal?: AbortSignal) =>
  http
    .get<{ data: DashboardDto }>(dashboardEndpoints.show.path, undefined, signal)
    .then((response) => response.data);

export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.show(), queryFn: ({ signal }) => getDashboard(signal) });

export const useDashboard = () => useQuery(dashboardQueryOptions());
