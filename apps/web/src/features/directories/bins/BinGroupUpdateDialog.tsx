import { BIN_LIMITS } from '@afx/domain';
import { Checkbox, Form, Modal, Select, Typography } from 'antd';
import { NotesTextArea } from '../shared/NotesTextArea';
import { fromTriState, type TriState } from '../shared/triState';
import { useDirectoriesTranslation } from '../shared/useDirectoriesTranslation';
import { useFlagOptions } from '../shared/useFlagOptions';
import type { BinGroupSet } from './binApi';
import { useTokenLabels } from './useTokenLabels';

type FlagChoice = TriState | 'keep';

interface GroupUpdateValues {
  prepaid: FlagChoice;
  token: FlagChoice;
  replaceNotes: boolean;
  notes: string;
}

const UNCHANGED: GroupUpdateValues = { prepaid: 'keep', token: 'keep', replaceNotes: false, notes: '' };

/** Only what the user chose to change goes to the server; the rest keeps each BIN's own value. */
export function binGroupSetOf(values: GroupUpdateValues): BinGroupSet {
  const set: BinGroupSet = {};
  if (values.prepaid !== 'keep') set.prepaid = fromTriState(values.prepaid);
  if (values.token !== 'keep') set.token = fromTriState(values.token);
  if (values.replaceNotes) set.notes = values.notes.trim() === '' ? null : values.notes.trim();
  return set;
}

interface BinGroupUpdateDialogProps {
  count: number;
  /** Sends the change; the dialog closes when it resolves and stays open when it fails. */
  onSubmit: (set: BinGroupSet) => Promise<unknown>;
  /** The change is on its way (the group update's own pending state). */
  saving: boolean;
  onClose: () => void;
}

/**
 * 'Update selected' of the BIN list: prepaid, token and notes for every selected BIN at once, each
 * 'Unchanged' unless chosen; with nothing chosen the BINs are confirmed (their update date moves).
 */
export function BinGroupUpdateDialog({ count, onSubmit, saving, onClose }: BinGroupUpdateDialogProps) {
  const { t } = useDirectoriesTranslation();
  const [form] = Form.useForm<GroupUpdateValues>();
  const replaceNotes = Form.useWatch('replaceNotes', form);
  const keep = { value: 'keep', label: t('bins.groupKeep') };
  const prepaid = useFlagOptions();
  const token = useFlagOptions(useTokenLabels());
  const submit = (values: GroupUpdateValues) =>
    onSubmit(binGroupSetOf(values)).then(
      onClose,
      // The HTTP client has shown why; the choices stay for another try.
      () => undefined,
    );
  return (
    <Modal
      open
      title={t('bins.groupUpdateTitle')}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {t('common.selected', { count })}. {t('bins.groupUpdateHint')}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={UNCHANGED} onFinish={submit}>
        <Form.Item name="prepaid" label={t('bins.prepaid')}>
          <Select options={[keep, prepaid.yes, prepaid.no, prepaid.unknown]} />
        </Form.Item>
        <Form.Item name="token" label={t('bins.token')}>
          <Select options={[keep, token.yes, token.no, token.unknown]} />
        </Form.Item>
        <Form.Item name="replaceNotes" valuePropName="checked" noStyle>
          <Checkbox>{t('bins.groupReplaceNotes')}</Checkbox>
        </Form.Item>
        <Form.Item name="notes" label={t('common.notes')} style={{ marginTop: 8 }}>
          <NotesTextArea disabled={!replaceNotes} max={BIN_LIMITS.notesMax} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
