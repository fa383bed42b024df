/** Query keys of the dashboard. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  detail: (tripId: number) => [...dashboardKeys.all, 'detail', tripId] as const,
};
