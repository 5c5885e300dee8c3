import {
  type SmartFormatService,
  checkIbanSupportSwitch,
  maySetUp,
  notificationEmailChanged,
} from '@afx/domain';
import type { Caller } from '../../platform/auth/caller.js';
import type { Db } from '../../platform/db/pool.js';
import { diff, recordHistory } from '../../platform/history/history.js';
import { forbidden, notFound } from '../../platform/http/errors.js';
import type { IssuerConfigGet, IssuerConfigSet, IssuerConfigView } from './api.js';
import * as repo from './repository.js';
import type { IssuerSettingsRow } from './repository.js';

export const ISSUER_CONFIG_ENTITY = 'issuer_config';

const historyKey = (orgId: number, service: SmartFormatService): string => `${orgId}:${service}`;

function toView(
  caller: Caller,
  service: SmartFormatService,
  id: number,
  row: IssuerSettingsRow,
): IssuerConfigView {
  return {
    id,
    iban_support: row.iban_support,
    notification_email: row.notification_email,
    iban_access: row.iban_access,
    can_switch_iban: checkIbanSupportSwitch(caller, service, id, row.iban_access) === null,
  };
}

/** 403 unless the caller sets up the organisation in the service (U own, E any). */
function assertMaySetUp(caller: Caller, service: SmartFormatService, orgId: number): void {
  if (!maySetUp(caller, service, orgId)) throw forbidden();
}

export async function getIssuerConfig(
  db: Db,
  caller: Caller,
  input: IssuerConfigGet,
  service: SmartFormatService,
): Promise<IssuerConfigView> {
  assertMaySetUp(caller, service, input.id);
  const row = await repo.readIssuerSettings(db, input.id, service);
  if (!row) throw notFound();
  return toView(caller, service, input.id, row);
}

/**
 * Saves what changed: the notification e-mail only if it differs (trimmed), IBAN support only with
 * the administrator's grant and by the organisation's manager or an E-code holder (else 403, and
 * nothing is saved). Nothing changed: nothing written, no history.
 */
export async function setIssuerConfig(
  db: Db,
  caller: Caller,
  input: IssuerConfigSet,
  service: SmartFormatService,
): Promise<IssuerConfigView> {
  assertMaySetUp(caller, service, input.id);
  await db.transaction(async (tx) => {
    const before = await repo.readIssuerSettings(tx, input.id, service, true);
    if (!before) throw notFound();
    const changes: Record<string, [unknown, unknown]> = {};
    if (before.iban_support !== input.iban_support) {
      const problem = checkIbanSupportSwitch(caller, service, input.id, before.iban_access);
      if (problem) throw forbidden(problem);
      await repo.writeIbanSupport(tx, input.id, service, input.iban_support);
      Object.assign(
        changes,
        diff({ iban_support: before.iban_support }, { iban_support: input.iban_support }),
      );
    }
    if (notificationEmailChanged(before.notification_email, input.notification_email)) {
      await repo.writeNotificationEmail(tx, input.id, input.notification_email);
      Object.assign(
        changes,
        diff(
          { notification_email: before.notification_email },
          { notification_email: input.notification_email },
        ),
      );
    }
    if (Object.keys(changes).length === 0) return;
    await recordHistory(tx, {
      entityType: ISSUER_CONFIG_ENTITY,
      entityKey: historyKey(input.id, service),
      action: 'update',
      changes,
      by: caller,
    });
  });
  return getIssuerConfig(db, caller, { id: input.id }, service);
}

/** GET /my_email: the notification e-mail of the caller's own organisation. */
export async function myNotificationEmail(
  db: Db,
  caller: Caller,
): Promise<{ notification_email: string | null }> {
  return { notification_email: await repo.notificationEmailOf(db, caller.org_id) };
}
