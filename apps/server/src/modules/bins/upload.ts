import type { Caller } from '../../platform/auth/caller.js';
import { CARD_SYSTEM, cardSystemOfBin, checkBinCode } from '@afx/domain';
import type { Db } from '../../platform/db/pool.js';
import { badRequest, conflict } from '../../platform/http/errors.js';
import { transaction } from '../../platform/db/after-commit.js';
import { diff, recordHistoryBatch } from '../../platform/history/history.js';
import { notify } from '../../platform/outbox/notify.js';
import { organisationName } from '../../platform/organisations/organisations.js';
import { BIN_CONFLICT_AUDIENCE, binConflictNotice } from './conflict-notice.js';
import * as repo from './repository.js';
import type { BinFields, BinRow } from './repository.js';
import type { BinConflict, BinRefusal, BinUploadAnswer, BinUploadRow, BinView, UploadAction } from './api.js';
import { assertMayChangeBinsOf, BIN_ENTITY, binFieldsOf, toBinView } from './service.js';

/**
 * A sheet row applied to what is stored: the card system follows from the BIN and only its own
 * code (BID or ICA) is kept; an empty cell or an unknown flag keeps the stored value, so an upload
 * never wipes what the sheet does not say.
 */
export function mergeUploadRow(current: BinFields | null, row: BinUploadRow, orgId: number): BinFields {
  const system = cardSystemOfBin(row.bin);
  return {
    org_id: current?.org_id ?? orgId,
    card_system_id: system,
    ica: system === CARD_SYSTEM.ica ? (row.ica ?? current?.ica ?? null) : null,
    bid: system === CARD_SYSTEM.bid ? (row.bid ?? current?.bid ?? null) : null,
    prepaid: row.prepaid ?? current?.prepaid ?? null,
    token: row.token ?? current?.token ?? null,
    notes: row.notes ?? current?.notes ?? null,
  };
}

const sameFields = (a: BinFields, b: BinFields): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * What a row would do: a BIN of another organisation is a conflict and stays as it is; a BIN whose
 * code, after the row is applied, breaks the dialog's rule (a Visa BIN without a BID) is refused,
 * so the upload never stores what the dialog could not save again.
 */
function actionOf(bin: string, current: BinFields | null, next: BinFields, orgId: number): UploadAction {
  if (current && current.org_id !== orgId) return 'conflict';
  if (checkBinCode({ bin, ...next })) return 'refused';
  if (!current) return 'create';
  return sameFields(current, next) ? 'unchanged' : 'update';
}

/** /get_probe: the stored BIN (if any) and what uploading this row for the organisation would do. */
export async function probeBin(
  db: Db,
  caller: Caller,
  probe: BinUploadRow & { org_id: number },
): Promise<{ action: UploadAction; record: BinView | null }> {
  const current = await repo.findBin(db, probe.bin);
  const fields = current ? binFieldsOf(current) : null;
  return {
    action: actionOf(probe.bin, fields, mergeUploadRow(fields, probe, probe.org_id), probe.org_id),
    record: current ? toBinView(current, caller) : null,
  };
}

/**
 * Applies one batch of sheet rows (validated already) for one organisation, in one transaction:
 * one read of the stored BINs, one upsert, one history insert. Rows apply in order, so a BIN twice
 * in a batch is created and then updated. A row the BIN dialog would refuse (checkBinCode) is
 * refused alone, listed with its field and message key; the other rows are applied. BINs of other organisations are conflicts: counted,
 * listed, unchanged, and the administrators are told (notification and e-mail) in the same
 * transaction; the conflicts of uploads for one organisation within `noticeWindowMinutes` are one
 * notification and one e-mail.
 */
export async function applyBinUpload(
  db: Db,
  caller: Caller,
  upload: { org_id: number; rows: BinUploadRow[] },
  noticeWindowMinutes: number,
): Promise<BinUploadAnswer> {
  const orgId = upload.org_id;
  assertMayChangeBinsOf(caller, orgId);
  const orgName = await organisationName(db, orgId);
  if (orgName === null) throw badRequest({ org_id: 'select_issuer' });
  const answer: BinUploadAnswer = {
    created: 0,
    updated: 0,
    unchanged: 0,
    conflicts: 0,
    conflict_list: [],
    refused: 0,
    refused_list: [],
  };
  if (upload.rows.length === 0) return answer;

  return transaction(db, async (tx) => {
    const stored = await repo.lockBins(tx, [...new Set(upload.rows.map((r) => r.bin))]);
    const owners = new Map<string, BinRow>(stored.map((row) => [row.bin, row]));
    const state = new Map<string, BinFields>(stored.map((row) => [row.bin, binFieldsOf(row)]));
    const changed = new Set<string>();
    const history: Parameters<typeof recordHistoryBatch>[1][number][] = [];
    const conflicts: BinConflict[] = [];
    const refusals: BinRefusal[] = [];

    upload.rows.forEach((row, index) => {
      const current = state.get(row.bin) ?? null;
      const next = mergeUploadRow(current, row, orgId);
      const action = actionOf(row.bin, current, next, orgId);
      if (action === 'refused') {
        refusals.push({ row: index, bin: row.bin, ...checkBinCode({ bin: row.bin, ...next })! });
        return;
      }
      if (action === 'conflict') {
        const owner = owners.get(row.bin)!;
        conflicts.push({
          row: index,
          bin: row.bin,
          owner_org_id: owner.org_id,
          owner_org_name: owner.org_name,
        });
        return;
      }
      if (action === 'unchanged') {
        answer.unchanged += 1;
        return;
      }
      answer[action === 'create' ? 'created' : 'updated'] += 1;
      state.set(row.bin, next);
      changed.add(row.bin);
      history.push({
        entityType: BIN_ENTITY,
        entityKey: row.bin,
        action,
        notes: 'upload',
        changes: diff(current ?? {}, next),
        by: caller,
      });
    });

    const written = await repo.upsertBins(
      tx,
      [...changed].map((bin) => ({ bin, ...state.get(bin)! })),
    );
    // A BIN another organisation created since the read: the batch is refused whole, to be sent again.
    if (written.size !== changed.size) throw conflict('bin_conflict');
    await recordHistoryBatch(tx, history);

    answer.conflicts = conflicts.length;
    answer.conflict_list = conflicts;
    answer.refused = refusals.length;
    answer.refused_list = refusals;
    if (conflicts.length > 0) {
      await notify(
        tx,
        BIN_CONFLICT_AUDIENCE,
        binConflictNotice(caller, { id: orgId, name: orgName }, conflicts, noticeWindowMinutes),
      );
    }
    return answer;
  });
}
