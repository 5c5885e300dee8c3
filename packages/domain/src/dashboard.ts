/**
 * The dashboard's counters (spec 1 §2), in display order. The server fills each from the service
 * that owns it; null means that service is not installed ("—", never a made-up 0).
 */
export const DASHBOARD_COUNTERS = [
  'users',
  'api_users',
  'organisations',
  'bins',
  'incidents_total',
  'incidents_forum',
  'incidents_api',
  'incidents_menu',
  'negative_checks',
  'fpt_alerts_awaiting',
  'fpt_alerts_overdue',
  'crc_requests_total',
  'crc_requests_today',
] as const;
export type DashboardCounter = (typeof DASHBOARD_COUNTERS)[number];

/** Incidents registered on one day (Europe/Kyiv date, YYYY-MM-DD). */
export type TrendPoint = { date: string; count: number };

export type DashboardInfo = Record<DashboardCounter, number | null> & {
  incident_trend: TrendPoint[] | null;
  generated_at: string;
};

/** How many days the incident trend covers. */
export const DASHBOARD_TREND_DAYS = 30;
