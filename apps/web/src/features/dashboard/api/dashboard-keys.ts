/** Query keys of the home dashboard; invalidating `all` refetches its one request. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  show: () => [...dashboardKeys.all, 'show'] as const,
};
