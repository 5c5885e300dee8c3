import { type FptSide, type FptSlaThresholds, fptSidesOf } from '@afx/domain';
import type { Caller } from '../../platform/auth/caller.js';
import type { Executor } from '../../platform/db/pool.js';
import { notFound } from '../../platform/http/errors.js';
import { type AlertRow, findAlert } from './repository.js';

/** What the FPT services read from the configuration. */
export type FptSettings = { sla: FptSlaThresholds };

/** The history of alerts is kept under this entity type, keyed by the alert id. */
export const FPT_ALERT_ENTITY = 'fpt_alert';

/**
 * The alert as one side sees it, or 404: an alert of another bank is not found for a U code, with
 * the one error shape, never a 403 that would tell it exists.
 */
export async function alertOfSide(
  db: Executor,
  caller: Caller,
  side: FptSide,
  id: string,
): Promise<AlertRow> {
  const alert = await findAlert(db, id);
  if (!alert || !fptSidesOf(caller, alert).includes(side)) throw notFound();
  return alert;
}

/** The alert with every side the caller acts as on it (at least one), or 404. */
export async function alertOfAnySide(
  db: Executor,
  caller: Caller,
  id: string,
): Promise<{ alert: AlertRow; sides: readonly FptSide[] }> {
  const alert = await findAlert(db, id);
  const sides = alert ? fptSidesOf(caller, alert) : [];
  if (!alert || sides.length === 0) throw notFound();
  return { alert, sides };
}
