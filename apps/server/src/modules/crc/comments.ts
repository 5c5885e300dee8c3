import { transaction } from '../../platform/db/after-commit.js';
import { isCrimeCheckCommentEnabled } from '@afx/domain';
import type { Caller } from '../../platform/auth/caller.js';
import type { Db } from '../../platform/db/pool.js';
import { recordHistory } from '../../platform/history/history.js';
import { conflict } from '../../platform/http/errors.js';
import { CRC_REQUEST_ENTITY, bankScope, policeScope, requestOf } from './access.js';
import { sendCommentToBank, sendToPolice } from './deliveries.js';

/**
 * /issuer/comment and /police/request/comment: a comment in the request's history, when
 * create_comment_enable allows it (status 4 on, the bank side or the filing unit); the other side's
 * system hears of it.
 */
export async function commentOnRequest(
  db: Db,
  caller: Caller,
  side: 'bank' | 'police',
  request: { request_id: string; comment_on_fraud: string },
) {
  const scope = side === 'bank' ? bankScope(caller) : policeScope(caller);
  const row = await requestOf(db, scope, request.request_id);
  const facts = { statusId: row.statusId, recipientOrgId: row.recipientOrgId, policeOrgId: row.policeOrgId };
  if (!isCrimeCheckCommentEnabled(caller, facts, side)) throw conflict('crc_comment_not_allowed');
  await transaction(db, async (tx) => {
    await recordHistory(tx, {
      entityType: CRC_REQUEST_ENTITY,
      entityKey: row.id,
      action: 'comment',
      notes: request.comment_on_fraud,
      by: caller,
    });
    const data = { comment: request.comment_on_fraud, author: caller.name, from: side };
    if (side === 'bank') await sendToPolice(tx, row, caller.org_id, { type: 'crc.request.comment', data });
    else await sendCommentToBank(tx, row, data);
  });
  return { ok: true as const };
}
