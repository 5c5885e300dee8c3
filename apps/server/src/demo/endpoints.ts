import {
  newWebhookSecret,
  sandboxBankCciUrl,
  sandboxBankUrl,
  sandboxPoliceUrl,
} from '../counterparts/index.js';
import { serviceEndpoints } from '../counterparts/tables.js';
import type { Tx } from '../platform/db/pool.js';

/**
 * The demo organisations' own systems (exchange.md "Parties"): Bank Beta has one for FPT, the sandbox
 * bank on this server, so its alerts are pushed and answered by API; Bank Alpha works in the portal only.
 * The Kyiv cyber-police unit has one for Crime Check, the sandbox police system, which receives the
 * banks' replies to its requests.
 */
export async function seedDemoEndpoints(
  tx: Tx,
  orgIds: Map<string, number>,
  publicUrl: string,
): Promise<void> {
  const beta = orgIds.get('beta')!;
  await tx.insert(serviceEndpoints).values({
    orgId: beta,
    service: 'fpt',
    url: sandboxBankUrl(publicUrl, beta),
    secret: newWebhookSecret(),
  });
  // Card-blocking questions to Bank Alpha (the demo issuer connected to the service) and Bank Beta
  // are answered by the sandbox bank, by the card's last digit (decision 0043).
  for (const key of ['alpha', 'beta']) {
    const orgId = orgIds.get(key)!;
    await tx.insert(serviceEndpoints).values({
      orgId,
      service: 'cci',
      url: sandboxBankCciUrl(publicUrl, orgId),
      secret: newWebhookSecret(),
    });
  }
  const kyivPolice = orgIds.get('police-kyiv')!;
  await tx.insert(serviceEndpoints).values({
    orgId: kyivPolice,
    service: 'crc',
    url: sandboxPoliceUrl(publicUrl, kyivPolice),
    secret: newWebhookSecret(),
  });
}
