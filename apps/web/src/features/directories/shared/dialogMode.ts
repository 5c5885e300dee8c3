/** The title and the rights of a row dialog: New, Edit or View (spec 3 §2.2–§2.4, §4). */
export type DialogMode = 'create' | 'edit' | 'view';

/** Create without a record; edit when the server says the record is mutable; otherwise view. */
export function dialogModeOf(record: { readonly mutable: boolean } | null | undefined): DialogMode {
  if (!record) return 'create';
  return record.mutable ? 'edit' : 'view';
}

export const DIALOG_TITLE_KEYS = {
  create: 'common.modeNew',
  edit: 'common.modeEdit',
  view: 'common.modeView',
} as const satisfies Record<DialogMode, string>;
