import { todayIn } from '@afx/domain';
import type { DashboardRegistry } from '../../platform/dashboard/registry.js';
import type { Db } from '../../platform/db/pool.js';
import { receivedCount } from './repository.js';

const isoDay = ({ year, month, day }: { year: number; month: number; day: number }) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The dashboard's Crime Check figures: requests the exchange received, in total and today (Kyiv). */
export function provideCrcCounters(registry: DashboardRegistry, db: Db): void {
  registry.provide('crc_requests_total', () => receivedCount(db));
  registry.provide('crc_requests_today', () => receivedCount(db, isoDay(todayIn(new Date()))));
}
