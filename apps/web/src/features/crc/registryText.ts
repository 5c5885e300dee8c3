import { REGISTRY_TYPES, type MessageKey } from '@afx/domain';
import { instantText } from '../fpt';

/** The registry type's name (ERDR, EO, claim, s102: spec 2 §3.14); the number itself when unknown. */
export function registryTypeName(registryType: number, tm: (key: MessageKey) => string): string {
  const type = REGISTRY_TYPES.find((candidate) => candidate.id === registryType);
  return type ? tm(type.labelKey) : String(registryType);
}

/** A registration date: a plain date as is, an instant as the portal shows it (no time at midnight). */
export function regDateText(value: string | null | undefined): string {
  if (!value) return '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value.split('-').reverse().join('.');
  return instantText(value).replace(/ 00:00:00$/, '');
}
