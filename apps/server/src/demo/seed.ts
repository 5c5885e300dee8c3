import { CRIME_CHECK_DEFAULT_DUE_DAYS } from '@afx/domain';
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { hashClientSecret } from '../identity/client-secrets.js';
import { apiClients, organisations, users } from '../identity/tables.js';
import type { Db } from '../platform/db/pool.js';
import { seedDemoDirectories } from './directories.js';
import { seedDemoEndpoints } from './endpoints.js';
import { seedDemoCciRequests } from './cci-requests.js';
import { seedDemoCrcRequests } from './crc-requests.js';
import { seedDemoAlerts } from './fpt-alerts.js';
import { seedDemoMobileChecks } from './mobile-checks.js';
import { seedDemoIncidents } from './incidents-seed.js';
import { seedDemoInvoices } from './invoices.js';
import { seedDemoSmartFormats } from './smart-formats.js';
import { DEFAULT_INVOICE_VAT_PERCENT } from '../platform/config.js';
import { DEMO_ORGANISATIONS } from './organisations.js';
import { DEMO_API_CLIENTS, DEMO_PASSWORD, DEMO_USERS } from './users.js';

/** What the demo takes from the portal's configuration. */
export interface DemoOptions {
  /** Where the portal serves the sandbox peers the demo organisations' systems point at. */
  publicUrl?: string;
  crcDueDays?: Record<number, number>;
  /** The VAT of last month's invoices: INVOICE_VAT_PERCENT, as the monthly run would bill it. */
  vatPercent?: number;
}

/** Seeds the demo organisations, users and API clients into an empty database; a no-op otherwise. */
export async function seedDemoData(
  db: Db,
  {
    publicUrl = 'http://localhost:8080',
    crcDueDays = CRIME_CHECK_DEFAULT_DUE_DAYS,
    vatPercent = DEFAULT_INVOICE_VAT_PERCENT,
  }: DemoOptions = {},
): Promise<boolean> {
  const passwordHash = await hash(DEMO_PASSWORD);
  const secretHashes = await Promise.all(DEMO_API_CLIENTS.map((c) => hashClientSecret(c.clientSecret)));
  const seeded = await db.transaction(async (tx) => {
    // One seeder at a time, and never over real data.
    await tx.execute(sql`select pg_advisory_xact_lock(7301)`);
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(organisations);
    if (count > 0) return null;

    const orgIds = new Map<string, number>();
    for (const o of DEMO_ORGANISATIONS) {
      const [row] = await tx
        .insert(organisations)
        .values({
          name: o.name,
          shortName: o.shortName,
          type: o.type,
          edrpou: o.edrpou,
          mfo: o.mfo ?? null,
          monitoringEmail: o.monitoringEmail ?? null,
          notificationEmail: o.notificationEmail ?? null,
          emailDomains: o.emailDomains,
          grantableCodes: [...o.grantableCodes],
        })
        .returning({ id: organisations.id });
      orgIds.set(o.key, row!.id);
    }
    const userIds = new Map<string, number>();
    for (const u of DEMO_USERS) {
      const [row] = await tx
        .insert(users)
        .values({
          login: u.login,
          email: u.email,
          fullName: u.fullName,
          position: u.position,
          orgId: orgIds.get(u.org)!,
          role: u.role,
          permissions: u.permissions,
          locale: u.locale,
          // API users sign in only with client credentials.
          passwordHash: u.role === 'api-user' ? null : passwordHash,
        })
        .returning({ id: users.id });
      userIds.set(u.login, row!.id);
    }
    for (const [i, c] of DEMO_API_CLIENTS.entries()) {
      await tx.insert(apiClients).values({
        clientId: c.clientId,
        secretHash: secretHashes[i]!,
        name: c.name,
        userId: userIds.get(c.login)!,
      });
    }
    await seedDemoIncidents(tx, { orgIds, userIds });
    await seedDemoDirectories(tx, orgIds);
    const userNames = new Map(DEMO_USERS.map((u) => [u.login, u.fullName]));
    await seedDemoSmartFormats(tx, { orgIds, userIds, userNames });
    await seedDemoEndpoints(tx, orgIds, publicUrl);
    await seedDemoCciRequests(tx, { orgIds, userIds, users: DEMO_USERS });
    await seedDemoMobileChecks(tx, { orgIds, userIds, users: DEMO_USERS });
    return { orgIds, userIds };
  });
  if (seeded === null) return false;
  // Alerts go through the FPT module, whose services open their own transactions.
  await seedDemoAlerts(db, { ...seeded, users: DEMO_USERS });
  // Crime Check requests are filed and answered through the crc module likewise.
  await seedDemoCrcRequests(db, { ...seeded, users: DEMO_USERS }, { dueDays: crcDueDays });
  // Last: the invoices are built from the usage the seeders above recorded.
  await seedDemoInvoices(db, seeded, vatPercent);
  return true;
}
