import type { CSSProperties } from 'react';
import { fromIsoDate } from '@afx/domain';
import type { TrendPoint } from './dashboardInfo';

/**
 * Off screen but read by screen readers: the chart's figures, day by day. On a wrapping block, not
 * on the table itself: a table grows to its rows whatever its height and ignores overflow, so a
 * hidden table of 90 days would still stretch the page by its full height.
 */
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
    <div style={VISUALLY_HIDDEN}>
      <table>
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
    </div>
  );
}
