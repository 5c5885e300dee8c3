import { useMemo } from 'react';
import { DailyChart } from '../../components/chart/DailyChart';
import type { TrendPoint } from './dashboardInfo';
import { CHART_BLOCK_HEIGHT, CHART_HEIGHT } from './trendLayout';

interface IncidentTrendChartProps {
  points: readonly TrendPoint[];
  dateLabel: string;
  countLabel: string;
}

/**
 * The 30-day bar chart (the shared uPlot chart). This module is loaded on demand, so uPlot is not
 * part of the first screen's JavaScript; the card gives the same figures as text.
 */
export function IncidentTrendChart({ points, dateLabel, countLabel }: IncidentTrendChartProps) {
  const days = useMemo(() => points.map((point) => point.date), [points]);
  const series = useMemo(
    () => [{ label: countLabel, values: points.map((point) => point.count), kind: 'bars' as const }],
    [points, countLabel],
  );
  return (
    <DailyChart
      days={days}
      series={series}
      dateLabel={dateLabel}
      height={CHART_HEIGHT}
      minHeight={CHART_BLOCK_HEIGHT}
      data-testid="incident-trend-chart"
    />
  );
}
