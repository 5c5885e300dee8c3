import { useQuery } from '@tanstack/react-query';
import { fetchDashboardInfo } from './dashboardInfo';

export const DASHBOARD_QUERY_KEY = ['dashboard', 'info'] as const;

/** The dashboard's counters; a failed load leaves them unknown (the HTTP client shows why). */
export function useDashboardInfo() {
  return useQuery({
    queryKey: DASHBOARD_QUERY_KEY,
    queryFn: ({ signal }) => fetchDashboardInfo(signal),
  });
}
