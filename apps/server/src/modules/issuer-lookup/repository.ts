import { eq } from 'drizzle-orm';
import { type OrgType, organisations } from '../../identity/tables.js';
import type { Executor } from '../../platform/db/pool.js';

/** What the lookup needs of an organisation, with both service switches. */
export type IssuerRow = {
  id: number;
  name: string;
  icon: string | null;
  type: OrgType;
  country: string;
  monitoring_email: string | null;
  fpt_connected: boolean;
  crc_connected: boolean;
  card_info_connected: boolean;
};

const issuerRow = {
  id: organisations.id,
  name: organisations.name,
  icon: organisations.icon,
  type: organisations.type,
  country: organisations.country,
  monitoring_email: organisations.monitoringEmail,
  fpt_connected: organisations.fptConnected,
  crc_connected: organisations.crcConnected,
  card_info_connected: organisations.cardInfoConnected,
};

export async function issuerById(db: Executor, id: number): Promise<IssuerRow | null> {
  const [row] = await db.select(issuerRow).from(organisations).where(eq(organisations.id, id)).limit(1);
  return row ?? null;
}

/** The organisation with this bank code (MFO); the lowest id if two share it. */
export async function issuerByMfo(db: Executor, mfo: string): Promise<IssuerRow | null> {
  const [row] = await db
    .select(issuerRow)
    .from(organisations)
    .where(eq(organisations.mfo, mfo))
    .orderBy(organisations.id)
    .limit(1);
  return row ?? null;
}
