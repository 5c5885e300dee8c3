import { DASHBOARD_COUNTERS, type DashboardCounter, type TrendPoint } from '@afx/domain';
import type { ApiAnswer } from '../../api/contract';
import { http } from '../../api/http';

export const DASHBOARD_INFO_PATH = '/api/statistics/v1/dashboard/info';

/** The answer as the server's OpenAPI document declares it; parseDashboardInfo reads it defensively. */
type DashboardAnswer = ApiAnswer<typeof DASHBOARD_INFO_PATH, 'get'>;

/** Every counter of the domain is a field of the answer: a counter the server renames fails here. */
const COUNTER_FIELDS: readonly (keyof DashboardAnswer)[] = DASHBOARD_COUNTERS;

/** A day of the incident trend, as the answer declares it. */
type TrendAnswer = NonNullable<DashboardAnswer['incident_trend']>[number];

// The counters of spec 1 §2 and their trend points are the domain's, shared with the server.
export { type DashboardCounter, type TrendPoint } from '@afx/domain';

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
  // Under the answer's own field names: a field renamed on the server fails the typecheck here.
  const source: { [Field in keyof DashboardAnswer]?: unknown } = isRecord(data) ? data : {};
  const counters = Object.fromEntries(
    COUNTER_FIELDS.map((name) => [name, countOrNull(source[name])]),
  ) as Record<DashboardCounter, number | null>;
  return {
    counters,
    incidentTrend: Array.isArray(source.incident_trend) ? source.incident_trend.flatMap(trendPoint) : null,
    generatedAt: typeof source.generated_at === 'string' ? source.generated_at : '',
  };
}

function trendPoint(value: unknown): TrendPoint[] {
  const point: { [Field in keyof TrendAnswer]?: unknown } = isRecord(value) ? value : {};
  if (typeof point.date !== 'string') {
    return [];
  }
  const count = countOrNull(point.count);
  return count === null ? [] : [{ date: point.date, count }];
}

function countOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
