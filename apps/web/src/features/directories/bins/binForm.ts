import { cardSystemOfBin } from '@afx/domain';
import { fromTriState, toTriState, type TriState } from '../shared/triState';
import type { BinRecordInput, BinView } from './binApi';

/** The BIN dialog's form. */
export interface BinFormValues {
  bin: string;
  org_id: number | null;
  /** The issuer's monitoring e-mail, shown read-only. */
  contact: string;
  bid: string;
  ica: string;
  prepaid: TriState;
  token: TriState;
  notes: string;
}

export function binFormValuesOf(record: BinView | null, defaultOrgId: number): BinFormValues {
  return {
    bin: record?.bin ?? '',
    org_id: record?.org_id ?? defaultOrgId,
    contact: record?.monitoring_email ?? '',
    bid: record?.bid ?? '',
    ica: record?.ica ?? '',
    prepaid: toTriState(record?.prepaid),
    token: toTriState(record?.token),
    notes: record?.notes ?? '',
  };
}

/** The request of /add and /update, as the domain's binRecordSchema checks it. */
export function toBinRecord(values: BinFormValues): BinRecordInput {
  return {
    bin: values.bin,
    org_id: values.org_id ?? undefined,
    bid: values.bid || undefined,
    ica: values.ica || undefined,
    prepaid: fromTriState(values.prepaid),
    token: fromTriState(values.token),
    notes: values.notes || undefined,
  };
}

/** The payment system follows from the BIN; nothing is shown before a digit is typed. */
export function cardSystemIdOfInput(bin: string): number | null {
  return bin === '' ? null : cardSystemOfBin(bin);
}
