import { DASHBOARD_COUNTERS, type DashboardCounter, type TrendPoint } from '@afx/domain';
import { http } from '../../api/http';

export const DASHBOARD_INFO_PATH = '/api/statistics/v1/dashboard/info';

// The counters of spec 1 §2 and their trend points are the domain's, shared with the server.
export { DASHBOARD_COUNTERS, type DashboardCounter, type TrendPoint } from '@afx/domain';

/** A counter is null while the service that owns it is not installed: shown as '—', never as 0. */
export interface DashboardInfo {
  counters: Record<DashboardCounter, number | null>;
  /** Null while the incident registry is not installed. */
  incidentTrend: TrendPoint[] | null;
  generatedAt: string;
}

export function fetchDashboardInfo(signal?: AbortSignal): Promise<DashboardInfo> {
  return http.get(DASHBOARD_INFO_PATH, { signal, parse: parseDashboardInfo });
}

/** Reads the answer defensively: anything that is not a count becomes "unknown". */
export function parseDashboardInfo(data: unknown): DashboardInfo {
  const source = isRecord(data) ? data : {};
  const counters = Object.fromEntries(
    DASHBOARD_COUNTERS.map((name) => [name, countOrNull(source[name])]),
  ) as Record<DashboardCounter, number | null>;
  return {
    counters,
    incidentTrend: Array.isArray(source.incident_trend) ? source.incident_trend.flatMap(trendPoint) : null,
    generatedAt: typeof source.generated_at === 'string' ? source.generated_at : '',
  };
}

function trendPoint(value: unknown): TrendPoint[] {
  if (!isRecord(value) || typeof value.date !== 'string') {
    return [];
  }
  const count = countOrNull(value.count);
  return count === null ? [] : [{ date: value.date, count }];
}

function countOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
