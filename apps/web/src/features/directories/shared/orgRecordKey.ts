/**
 * The address key of a record that is unique within its organisation (an ATM's terminal, an
 * acquirer ID): '{org_id}:{code}', as the ATM list keys its rows. Null when it is not one.
 */
export function orgRecordKeyOf(orgId: number, code: string): string {
  return `${orgId}:${code}`;
}

export function parseOrgRecordKey(key: string): { orgId: number; code: string } | null {
  const colon = key.indexOf(':');
  const orgId = Number(key.slice(0, colon));
  const code = key.slice(colon + 1);
  if (colon < 1 || !Number.isSafeInteger(orgId) || orgId <= 0 || code === '') return null;
  return { orgId, code };
}
