import type { Caller } from '../../platform/auth/caller.js';
import type { Db } from '../../platform/db/pool.js';
import { firstAcquirerId } from '../acquirers/index.js';

/**
 * The acquirer id a reply's new transaction starts with (spec 2 §7.2): the caller's organisation's
 * first. The bank's Crime Check staff read it here, as the acquirer-id directory admits only
 * U1011/E1011 holders.
 */
export async function defaultAcquirerId(db: Db, caller: Caller): Promise<{ acquirer_id: string | null }> {
  return { acquirer_id: await firstAcquirerId(db, caller.org_id) };
}
