import type { SmartFormatService } from '@afx/domain';
import { and, eq } from 'drizzle-orm';
import { organisations } from '../../identity/tables.js';
import type { Executor } from '../../platform/db/pool.js';
import { issuerSettings } from './tables.js';

/** An organisation's settings of one service as stored: no row means no grant and no support. */
export type IssuerSettingsRow = {
  notification_email: string | null;
  iban_access: boolean;
  iban_support: boolean;
};

/** The settings of the organisation in the service; null when there is no such organisation. */
export async function readIssuerSettings(
  db: Executor,
  orgId: number,
  service: SmartFormatService,
  lock = false,
): Promise<IssuerSettingsRow | null> {
  const query = db
    .select({
      notification_email: organisations.notificationEmail,
      iban_access: issuerSettings.ibanAccess,
      iban_support: issuerSettings.ibanSupport,
    })
    .from(organisations)
    .leftJoin(
      issuerSettings,
      and(eq(issuerSettings.orgId, organisations.id), eq(issuerSettings.service, service)),
    )
    .where(eq(organisations.id, orgId));
  const [row] = lock ? await query.for('update', { of: organisations }) : await query;
  if (!row) return null;
  return {
    notification_email: row.notification_email,
    iban_access: row.iban_access ?? false,
    iban_support: row.iban_support ?? false,
  };
}

export async function notificationEmailOf(db: Executor, orgId: number): Promise<string | null> {
  const [row] = await db
    .select({ email: organisations.notificationEmail })
    .from(organisations)
    .where(eq(organisations.id, orgId));
  return row?.email ?? null;
}

export async function writeNotificationEmail(db: Executor, orgId: number, email: string): Promise<void> {
  await db
    .update(organisations)
    .set({ notificationEmail: email, updatedAt: new Date() })
    .where(eq(organisations.id, orgId));
}

export async function writeIbanSupport(
  db: Executor,
  orgId: number,
  service: SmartFormatService,
  ibanSupport: boolean,
): Promise<void> {
  await db
    .insert(issuerSettings)
    .values({ orgId, service, ibanSupport })
    .onConflictDoUpdate({
      target: [issuerSettings.orgId, issuerSettings.service],
      set: { ibanSupport, updatedAt: new Date() },
    });
}

/** The administrator's grant of IBAN access in a service; withdrawn, the organisation's IBAN support goes off too. */
export async function writeIbanAccess(
  db: Executor,
  orgId: number,
  service: SmartFormatService,
  ibanAccess: boolean,
): Promise<void> {
  await db
    .insert(issuerSettings)
    .values({ orgId, service, ibanAccess, ibanSupport: false })
    .onConflictDoUpdate({
      target: [issuerSettings.orgId, issuerSettings.service],
      set: ibanAccess
        ? { ibanAccess, updatedAt: new Date() }
        : { ibanAccess, ibanSupport: false, updatedAt: new Date() },
    });
}
