import type { CSSProperties } from 'react';
import { fromIsoDate } from '@afx/domain';
import type { TrendPoint } from './dashboardInfo';

/** Off screen but read by screen readers: the chart's figures, day by day. */
const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

interface TrendTableProps {
  points: readonly TrendPoint[];
  caption: string;
  dateLabel: string;
  countLabel: string;
}

export function TrendTable({ points, caption, dateLabel, countLabel }: TrendTableProps) {
  return (
    <table style={VISUALLY_HIDDEN}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{dateLabel}</th>
          <th scope="col">{countLabel}</th>
        </tr>
      </thead>
      <tbody>
        {points.map((point) => (
          <tr key={point.date}>
            <td>{fromIsoDate(point.date) ?? point.date}</td>
            <td>{point.count}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
