import { useMutation } from '@tanstack/react-query';
import { App, Form } from 'antd';
import { applyServerFieldErrors } from '../../../components/form';
import type { DialogMode } from './dialogMode';
import { NOTICE_SECONDS } from './notices';
import { useDirectoriesTranslation } from './useDirectoriesTranslation';

export type SaveOutcome = 'created' | 'updated';
export type DialogOutcome = SaveOutcome | 'deleted';

interface DirectoryDialogArgs<Values> {
  mode: DialogMode;
  /** The fields the server's 400 or 409 may name ('BIN must be unique'): their texts go under them. */
  serverFields: readonly string[];
  /** /add on create, /update otherwise. */
  save: (values: Values) => Promise<unknown>;
  /** /delete of the record; none where records are not deleted. */
  remove?: () => Promise<unknown>;
  /** The record was saved or deleted. */
  onDone: (outcome: DialogOutcome) => void;
}

/** What the dialog frame needs of a directory dialog's form and calls. */
export interface DirectoryDialogControl {
  mode: DialogMode;
  saving: boolean;
  deleting: boolean;
  /** Checks the form, then saves; a failure keeps the dialog open with the errors under the fields. */
  confirm: () => void;
  /** Rejects when the call fails (the HTTP client has shown why). */
  remove: (() => Promise<unknown>) | undefined;
}

/**
 * The form and the calls of a directory's row dialog: save and delete, each followed by the spec's
 * notice ('Created successfully', 'Updated successfully', 'Deleted successfully').
 */
export function useDirectoryDialog<Values>(args: DirectoryDialogArgs<Values>) {
  const { tm } = useDirectoriesTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const outcome: SaveOutcome = args.mode === 'create' ? 'created' : 'updated';

  const save = useMutation({
    mutationFn: args.save,
    onSuccess: () => {
      void message.success(
        tm(outcome === 'created' ? 'created_successfully' : 'updated_successfully'),
        NOTICE_SECONDS.success,
      );
      args.onDone(outcome);
    },
    onError: (error) => applyServerFieldErrors(form, error, args.serverFields),
  });

  const remove = useMutation({
    mutationFn: () => args.remove?.() ?? Promise.resolve(),
    onSuccess: () => {
      void message.success(tm('deleted_successfully'), NOTICE_SECONDS.success);
      args.onDone('deleted');
    },
  });

  const control: DirectoryDialogControl = {
    mode: args.mode,
    saving: save.isPending,
    deleting: remove.isPending,
    confirm: () => {
      form
        .validateFields()
        .then(() => save.mutate(form.getFieldsValue(true)))
        .catch(() => undefined);
    },
    remove: args.remove ? () => remove.mutateAsync() : undefined,
  };
  return { form, control };
}
