import { transaction } from '../../platform/db/after-commit.js';
import type { FptSide } from '@afx/domain';
import type { Caller } from '../../platform/auth/caller.js';
import type { Db } from '../../platform/db/pool.js';
import { recordHistory } from '../../platform/history/history.js';
import { conflict } from '../../platform/http/errors.js';
import { FPT_ALERT_ENTITY, alertOfSide } from './access.js';
import { sendToOtherSide } from './deliveries.js';
import { mayWriteMessage } from './view.js';

/** /outbound/message and /inbound/message: a message to the other side, kept in the alert's history. */
export async function sendMessage(
  db: Db,
  caller: Caller,
  side: FptSide,
  request: { id: string; message: string },
) {
  const alert = await alertOfSide(db, caller, side, request.id);
  if (!mayWriteMessage(alert)) throw conflict('fpt_status_final');
  await transaction(db, async (tx) => {
    await recordHistory(tx, {
      entityType: FPT_ALERT_ENTITY,
      entityKey: alert.id,
      action: 'message',
      notes: request.message,
      by: caller,
    });
    await sendToOtherSide(tx, alert, {
      from: side,
      actorOrgId: caller.org_id,
      type: 'fpt.alert.message',
      data: { message: request.message, from: side, author: caller.name },
    });
  });
  return { id: alert.id, status_id: alert.statusId };
}
