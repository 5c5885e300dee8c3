import type { DashboardCounter } from './dashboardInfo';

export interface CounterGroup {
  key: 'community' | 'directories' | 'checks' | 'incidents' | 'fpt' | 'crimeCheck';
  counters: readonly DashboardCounter[];
  /** Columns of the 24-column grid the group's card takes on wide screens (xl). */
  span: number;
  /** The same on medium screens: the small cards pair up, the wide ones take the row. */
  mediumSpan: number;
}

/** How the counters of spec 1 §2 are grouped on the page, in reading order. */
export const COUNTER_GROUPS: readonly CounterGroup[] = [
  { key: 'community', counters: ['users', 'api_users', 'organisations'], span: 12, mediumSpan: 24 },
  { key: 'directories', counters: ['bins'], span: 6, mediumSpan: 12 },
  { key: 'checks', counters: ['negative_checks'], span: 6, mediumSpan: 12 },
  {
    key: 'incidents',
    counters: ['incidents_total', 'incidents_forum', 'incidents_api', 'incidents_menu'],
    span: 12,
    mediumSpan: 24,
  },
  { key: 'fpt', counters: ['fpt_alerts_awaiting', 'fpt_alerts_overdue'], span: 12, mediumSpan: 24 },
  { key: 'crimeCheck', counters: ['crc_requests_total', 'crc_requests_today'], span: 12, mediumSpan: 24 },
];
