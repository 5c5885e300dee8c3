import { transaction } from '../../platform/db/after-commit.js';
import {
  type CrimeCheckAction,
  type IssuerReply,
  PERMISSION,
  checkRejectionNotesChanged,
  crimeCheckTransitionTarget,
  hasExtended,
  isCrimeCheckMutable,
} from '@afx/domain';
import type { Caller } from '../../platform/auth/caller.js';
import type { Db } from '../../platform/db/pool.js';
import { recordHistory } from '../../platform/history/history.js';
import { badRequest, conflict } from '../../platform/http/errors.js';
import { BANK_TYPES } from '../../platform/organisations/organisations.js';
import { findIssuerOfOrganisation } from '../issuer-lookup/index.js';
import { CRC_REQUEST_ENTITY, bankScope, requestOf } from './access.js';
import { announceRoutedRequest, pushNewCount, sendToPolice } from './deliveries.js';
import { routeOf } from './filing.js';
import * as repo from './repository.js';
import type { RequestRow } from './repository.js';
import type { StoredReply } from './tables.js';

const accessFacts = (row: RequestRow) => ({
  statusId: row.statusId,
  recipientOrgId: row.recipientOrgId,
  policeOrgId: row.policeOrgId,
});

/** The status an action leads to by the domain's table, or 409 with the reason. */
function targetOf(caller: Caller, row: RequestRow, action: CrimeCheckAction): number {
  const to = crimeCheckTransitionTarget(row.statusId, action, {
    mutable: isCrimeCheckMutable(caller, accessFacts(row)),
    hasE22: hasExtended(caller, PERMISSION.crimeCheck),
    hasIncident: row.incidentId !== null,
    recipientUnknown: row.recipientOrgId === null,
  });
  if (to === null) throw conflict('crc_transition_refused');
  return to;
}

/** GET or POST /issuer/in_process/{id}: the bank takes the request into processing (4, or 2 without E22). */
export async function takeIntoProcess(db: Db, caller: Caller, id: string) {
  const row = await requestOf(db, bankScope(caller), id);
  const to = targetOf(caller, row, 'take_into_process');
  const now = new Date();
  await transaction(db, async (tx) => {
    const changed = await repo.updateRequestIf(
      tx,
      row.id,
      { statusId: row.statusId },
      { statusId: to, lastUserId: caller.user_id, lastUserName: caller.name, takenAt: row.takenAt ?? now },
    );
    if (!changed) throw conflict('crc_status_stale');
    await recordHistory(tx, {
      entityType: CRC_REQUEST_ENTITY,
      entityKey: row.id,
      action: 'status',
      changes: { status_id: [row.statusId, to] },
      by: caller,
    });
    await sendToPolice(tx, row, caller.org_id, {
      type: 'crc.request.in_process',
      data: { status_id: to, changed_at: now.toISOString() },
    });
    await pushNewCount(tx, row.recipientOrgId);
  });
  return row.id;
}

/** Which move a reply is: a first reply or rejection (5), an edit (6, 7), or a switch to a reply (7). */
function replyAction(statusId: number, rejected: boolean): CrimeCheckAction {
  if (statusId === 7) return rejected ? 'edit_rejection' : 'switch_to_reply';
  if (statusId === 6) return rejected ? 'reject' : 'edit_reply';
  return rejected ? 'reject' : 'reply';
}

/**
 * /issuer/reply: the reply or the rejection, first or edited (spec 2 §3.12, §4.3). The request must be
 * as the user saw it (update_dt), else 409; a changed rejection needs new notes. The police unit's
 * system gets the reply or rejection.
 */
export async function replyToRequest(db: Db, caller: Caller, reply: IssuerReply & { update_dt: string }) {
  const row = await requestOf(db, bankScope(caller), reply.request_id);
  const action = replyAction(row.statusId, reply.is_rejected);
  const to = targetOf(caller, row, action);
  if (action === 'edit_rejection') {
    const refusal = checkRejectionNotesChanged(reply.notes ?? '', row.reply?.notes);
    if (refusal) throw badRequest({ notes: refusal });
  }
  const seen = new Date(reply.update_dt);
  if (Number.isNaN(seen.getTime()) || seen.getTime() !== row.updateDt.getTime())
    throw conflict('crc_status_stale');
  const now = new Date();
  const stored: StoredReply = {
    is_rejected: reply.is_rejected,
    funds_were_not_used: reply.funds_were_not_used,
    // A rejection carries only its notes.
    transactions: reply.is_rejected ? [] : reply.transactions,
    last_offline_transactions: reply.is_rejected ? [] : reply.last_offline_transactions,
    last_authorization_geodata: reply.is_rejected ? [] : reply.last_authorization_geodata,
    recipient_cardholder_name: reply.is_rejected ? undefined : reply.recipient_cardholder_name,
    recipient_cardholder_id: reply.is_rejected ? undefined : reply.recipient_cardholder_id,
    notes: reply.notes,
    issuer_id: row.recipientOrgId ?? caller.org_id,
    update_dt: now.toISOString(),
  };
  await transaction(db, async (tx) => {
    const changed = await repo.updateRequestIf(
      tx,
      row.id,
      { statusId: row.statusId, updateDt: row.updateDt },
      {
        statusId: to,
        reply: stored,
        lastUserId: caller.user_id,
        lastUserName: caller.name,
        answeredAt: row.answeredAt ?? now,
      },
    );
    if (!changed) throw conflict('crc_status_stale');
    const edited = row.statusId === 6 || row.statusId === 7;
    await recordHistory(tx, {
      entityType: CRC_REQUEST_ENTITY,
      entityKey: row.id,
      action: reply.is_rejected ? 'rejection' : edited ? 'reply_edited' : 'reply',
      changes: row.statusId === to ? null : { status_id: [row.statusId, to] },
      notes: reply.notes ?? null,
      by: caller,
    });
    await sendToPolice(tx, row, caller.org_id, {
      type: reply.is_rejected ? 'crc.request.rejected' : 'crc.request.replied',
      data: { status_id: to, edited, issuer_reply: stored },
    });
    await pushNewCount(tx, row.recipientOrgId);
  });
  return row.id;
}

/**
 * /issuer/assign (E22): the issuer of a request of an unknown issuer (1); the request is routed again
 * as at filing (2, 3 or 4) and the bank hears of it.
 */
export async function assignIssuer(
  db: Db,
  caller: Caller,
  request: { request_id: string; issuer_id: number },
) {
  const row = await requestOf(db, bankScope(caller), request.request_id);
  if (row.statusId !== 1) throw conflict('crc_assign_not_allowed');
  const issuer = await findIssuerOfOrganisation(db, caller, request.issuer_id, 'crc');
  if (issuer.outcome === 'not_found') throw badRequest({ issuer_id: 'invalid_value' });
  const org = await repo.organisationOf(db, request.issuer_id);
  if (!org || !(BANK_TYPES as readonly string[]).includes(org.type))
    throw badRequest({ issuer_id: 'crc_assign_not_a_bank' });
  const route = await routeOf(db, issuer, row.recipientType);
  await transaction(db, async (tx) => {
    const changed = await repo.updateRequestIf(
      tx,
      row.id,
      { statusId: 1 },
      {
        statusId: route.statusId,
        recipientOrgId: route.recipientOrgId,
        lastUserId: caller.user_id,
        lastUserName: caller.name,
      },
    );
    if (!changed) throw conflict('crc_status_stale');
    await recordHistory(tx, {
      entityType: CRC_REQUEST_ENTITY,
      entityKey: row.id,
      action: 'assign',
      changes: { status_id: [1, route.statusId], recipient_org_id: [null, route.recipientOrgId] },
      by: caller,
    });
    await announceRoutedRequest(tx, {
      ...row,
      statusId: route.statusId,
      recipientOrgId: route.recipientOrgId,
    });
  });
  return row.id;
}
