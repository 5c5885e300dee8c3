import { theme } from 'antd';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { dayToUnixSeconds, formatDayMonth, formatFullDay } from './chartDays';

/** One figure per day: the first kind of figure as bars, others as lines over them. */
export interface DailySeries {
  label: string;
  values: readonly number[];
  kind: 'bars' | 'line';
  /** A colour of the theme's when unset. */
  colour?: string;
}

export interface DailyChartProps {
  /** 'YYYY-MM-DD', one per value of each series. */
  days: readonly string[];
  series: readonly DailySeries[];
  dateLabel: string;
  height: number;
  'data-testid'?: string;
  /** Reserved while the chart draws, so nothing below it moves. */
  minHeight?: number;
}

/**
 * Figures per day drawn by uPlot on a canvas (the dashboard's incident trend, the Crime Check
 * figures). Import the module lazily: uPlot is then not part of the first screen's JavaScript. The
 * canvas is hidden from screen readers: the screens give the same figures as text.
 */
export function DailyChart({
  days,
  series,
  dateLabel,
  height,
  minHeight,
  'data-testid': testId,
}: DailyChartProps) {
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
    const palette = [token.colorPrimary, token.colorSuccess, token.colorError, token.colorWarning];
    const options: uPlot.Options = {
      width: Math.max(element.clientWidth, 280),
      height,
      // The days are calendar dates: drawn in UTC, they keep their date in any browser time zone.
      tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
      scales: { x: { time: true }, y: { range: (_chart, _min, max) => [0, Math.max(max, 1)] } },
      cursor: { drag: { x: false, y: false } },
      series: [
        { label: dateLabel, value: (_chart, value) => (value === null ? '—' : formatFullDay(value)) },
        ...series.map((entry, index): uPlot.Series => {
          const colour = entry.colour ?? palette[index % palette.length] ?? token.colorPrimary;
          return entry.kind === 'bars'
            ? {
                label: entry.label,
                stroke: colour,
                fill: index === 0 ? token.colorPrimaryBgHover : colour,
                width: 1,
                paths: uPlot.paths.bars?.({ size: [0.7, 40] }),
                points: { show: false },
              }
            : { label: entry.label, stroke: colour, width: 2, points: { show: true, size: 5 } };
        }),
      ],
      axes: [
        { ...axis, values: (_chart, splits) => splits.map(formatDayMonth) },
        {
          ...axis,
          values: (_chart, splits) => splits.map((value) => (Number.isInteger(value) ? String(value) : '')),
        },
      ],
    };
    const data: uPlot.AlignedData = [days.map(dayToUnixSeconds), ...series.map((entry) => [...entry.values])];
    const chart = new uPlot(options, data, element);
    const observer = new ResizeObserver(() => {
      chart.setSize({ width: Math.max(element.clientWidth, 280), height });
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [days, series, dateLabel, height, token]);

  return <div ref={container} aria-hidden="true" data-testid={testId} style={{ minHeight }} />;
}
