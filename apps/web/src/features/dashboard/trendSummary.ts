import { fromIsoDate } from '@afx/domain';
import type { TrendPoint } from './dashboardInfo';

export interface TrendSummary {
  days: number;
  total: number;
  max: number;
  /** dd.MM.yyyy of the busiest day (the latest, when several tie). */
  busiestDate: string;
}

/** The figures a screen reader gets in place of the chart. Null for an empty trend. */
export function summariseTrend(points: readonly TrendPoint[]): TrendSummary | null {
  if (points.length === 0) {
    return null;
  }
  let busiest = points[0] as TrendPoint;
  let total = 0;
  for (const point of points) {
    total += point.count;
    if (point.count >= busiest.count) {
      busiest = point;
    }
  }
  return {
    days: points.length,
    total,
    max: busiest.count,
    busiestDate: fromIsoDate(busiest.date) ?? busiest.date,
  };
}
