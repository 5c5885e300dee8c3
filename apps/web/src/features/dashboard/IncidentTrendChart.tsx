import { theme } from 'antd';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatDayMonth, formatFullDay, toChartColumns } from './chartData';
import type { TrendPoint } from './dashboardInfo';
import { CHART_BLOCK_HEIGHT, CHART_HEIGHT } from './trendLayout';

interface IncidentTrendChartProps {
  points: readonly TrendPoint[];
  dateLabel: string;
  countLabel: string;
}

/**
 * The 30-day bar chart, drawn by uPlot on a canvas. This module is loaded on demand, so uPlot is
 * not part of the first screen's JavaScript. The canvas is hidden from screen readers: the card
 * gives the same figures as text.
 */
export function IncidentTrendChart({ points, dateLabel, countLabel }: IncidentTrendChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const { token } = theme.useToken();

  useEffect(() => {
    const element = container.current;
    if (!element) {
      return undefined;
    }
    const axisFont = `${token.fontSizeSM}px ${token.fontFamily}`;
    const axis: uPlot.Axis = {
      stroke: token.colorTextSecondary,
      font: axisFont,
      grid: { stroke: token.colorBorderSecondary, width: 1 },
      ticks: { stroke: token.colorBorderSecondary, width: 1 },
    };
    const options: uPlot.Options = {
      width: Math.max(element.clientWidth, 280),
      height: CHART_HEIGHT,
      // The days are calendar dates: drawn in UTC, they keep their date in any browser time zone.
      tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
      scales: { x: { time: true }, y: { range: (_chart, _min, max) => [0, Math.max(max, 1)] } },
      cursor: { drag: { x: false, y: false } },
      series: [
        { label: dateLabel, value: (_chart, value) => (value === null ? '—' : formatFullDay(value)) },
        {
          label: countLabel,
          stroke: token.colorPrimary,
          fill: token.colorPrimaryBgHover,
          width: 1,
          paths: uPlot.paths.bars?.({ size: [0.7, 40] }),
          points: { show: false },
        },
      ],
      axes: [
        { ...axis, values: (_chart, splits) => splits.map(formatDayMonth) },
        {
          ...axis,
          values: (_chart, splits) => splits.map((value) => (Number.isInteger(value) ? String(value) : '')),
        },
      ],
    };
    const chart = new uPlot(options, toChartColumns(points), element);
    const observer = new ResizeObserver(() => {
      chart.setSize({ width: Math.max(element.clientWidth, 280), height: CHART_HEIGHT });
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [points, dateLabel, countLabel, token]);

  return (
    <div
      ref={container}
      aria-hidden="true"
      data-testid="incident-trend-chart"
      style={{ minHeight: CHART_BLOCK_HEIGHT }}
    />
  );
}
