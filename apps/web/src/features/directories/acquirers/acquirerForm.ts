import type { AcquirerIdInput, AcquirerIdView } from './acquirerApi';

/** The acquirer ID dialog's form. */
export interface AcquirerFormValues {
  id: string;
  card_system_id: number | null;
  org_id: number | null;
  /** The organisation's monitoring e-mail, shown read-only. */
  contact: string;
  notes: string;
}

export function acquirerFormValuesOf(
  record: AcquirerIdView | null,
  defaultOrgId: number,
): AcquirerFormValues {
  return {
    id: record?.id ?? '',
    card_system_id: record?.card_system_id ?? null,
    org_id: record?.org_id ?? defaultOrgId,
    contact: record?.monitoring_email ?? '',
    notes: record?.notes ?? '',
  };
}

/** The request of /add and /update, as the domain's acquirerIdRecordSchema checks it. */
export function toAcquirerInput(values: AcquirerFormValues): AcquirerIdInput {
  return {
    id: values.id,
    card_system_id: values.card_system_id ?? undefined,
    org_id: values.org_id ?? undefined,
    notes: values.notes || undefined,
  };
}

/** What the dialog lets the user touch: the ID and the organisation are the record's key. */
export function acquirerDialogState(mode: 'create' | 'edit' | 'view', extended: boolean) {
  return {
    idEditable: mode === 'create',
    fieldsEditable: mode !== 'view',
    /** E1011 may pick any organisation when creating; others create for their own. */
    orgEditable: mode === 'create' && extended,
    showContact: mode !== 'create',
  };
}
