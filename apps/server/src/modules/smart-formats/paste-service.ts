import {
  type SmartPasteRequest,
  type SmartPasteResult,
  parseSmartPaste,
  smartFormatScope,
} from '@afx/domain';
import type { Caller } from '../../platform/auth/caller.js';
import type { Db } from '../../platform/db/pool.js';
import { forbidden, notFound } from '../../platform/http/errors.js';
import * as repo from './repository.js';
import { formatOfRow } from './service.js';

/**
 * POST /result: the pasted text read by the caller's own organisation's active format with that
 * title in that service (exchange.md). Another organisation's format is never used, whatever the
 * caller's codes: a paste fills the caller's own alert or reply.
 */
export async function parsePaste(
  db: Db,
  caller: Caller,
  input: SmartPasteRequest,
): Promise<SmartPasteResult> {
  if (smartFormatScope(caller, input.smart_zone) === null) throw forbidden();
  const owner = { orgId: caller.org_id, service: input.smart_zone };
  const row = await repo.findFormatByTitle(db, owner, input.format_title);
  if (!row) throw notFound('format_not_found');
  return parseSmartPaste(formatOfRow(row), input.tran, { variant: input.variant });
}
