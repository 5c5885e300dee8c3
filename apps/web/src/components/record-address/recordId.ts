import { INTEGER_ID_MAX } from '@afx/domain';

/**
 * The numeric id an address's key names ('/admin/organisations/id/12' → 12), or null for a key no
 * record can have ('x', '012', '1e3', past the id columns' range): such an address is answered
 * 'no such record' without asking the server.
 */
export function recordIdOf(key: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(key)) return null;
  const id = Number(key);
  return id <= INTEGER_ID_MAX ? id : null;
}
