import { SAMPLE_SMART_FORMATS, type SmartFormat, type SmartFormatService } from '@afx/domain';
import type { Executor } from '../platform/db/pool.js';
import { issuerSettings } from '../modules/issuer-settings/tables.js';
import { seedSmartFormat } from '../modules/smart-formats/index.js';

type DemoFormat = { org: string; service: SmartFormatService; by: string; format: SmartFormat };

/**
 * The demo banks' export layouts (issue 12 "Demo data", docs/samples/): Bank Alpha pastes FPT
 * transactions from a spreadsheet (tab, separate date and time, dot decimals); Bank Beta answers
 * Crime Check requests from a ';' CSV (one date-time cell, comma decimals).
 */
export const DEMO_SMART_FORMATS: DemoFormat[] = [
  { org: 'alpha', service: 'fpt', by: 'alpha.analyst', format: { ...SAMPLE_SMART_FORMATS.alphaFpt, n: 1 } },
  { org: 'beta', service: 'crc', by: 'beta.expert', format: { ...SAMPLE_SMART_FORMATS.betaCrc, n: 1 } },
];

/** Organisations the administrator has granted IBAN access, per service (spec 1 §6). */
export const DEMO_IBAN_ACCESS: { org: string; service: SmartFormatService }[] = [
  { org: 'alpha', service: 'fpt' },
  { org: 'alpha', service: 'crc' },
];

export async function seedDemoSmartFormats(
  tx: Executor,
  ids: { orgIds: Map<string, number>; userIds: Map<string, number>; userNames: Map<string, string> },
): Promise<void> {
  // Through the module, as their users would have created them: each has its 'create' entry.
  for (const { org, service, by, format } of DEMO_SMART_FORMATS) {
    const orgId = ids.orgIds.get(org)!;
    await seedSmartFormat(tx, { orgId, service }, format, {
      user_id: ids.userIds.get(by)!,
      name: ids.userNames.get(by)!,
      org_id: orgId,
    });
  }
  await tx.insert(issuerSettings).values(
    DEMO_IBAN_ACCESS.map(({ org, service }) => ({
      orgId: ids.orgIds.get(org)!,
      service,
      ibanAccess: true,
    })),
  );
}
