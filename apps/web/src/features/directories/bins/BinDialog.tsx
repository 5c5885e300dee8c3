import { BIN_LIMITS, binRecordSchema, LOOKUP_PAGE_SIZES, PERMISSION } from '@afx/domain';
import { useMutation } from '@tanstack/react-query';
import { App, AutoComplete, Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { HistoryDrawer } from '../../../components/history';
import { RemoteSelect } from '../../../components/remote-select';
import { applyFieldErrors } from '../shared/applyFieldErrors';
import { DialogFooter } from '../shared/DialogFooter';
import { DIALOG_TITLE_KEYS, dialogModeOf } from '../shared/dialogMode';
import { domainFieldRule } from '../shared/domainFieldRule';
import { digitsOnly } from '../shared/inputNormalizers';
import { loadHistory } from '../shared/loadHistory';
import { NOTICE_SECONDS } from '../shared/notices';
import { TriStateSelect } from '../shared/TriStateSelect';
import { useCardSystems } from '../shared/useCardSystems';
import { useDirectoriesTranslation } from '../shared/useDirectoriesTranslation';
import { useDirectoryAccess } from '../shared/useDirectoryAccess';
import { useHistoryLabels } from '../shared/useHistoryLabels';
import { BIN_PATHS, binApi, type BinView } from './binApi';
import { binCodeKindOf, binDialogState, ISSUER_CHANGE_RESET, preselectedCode } from './binDialogState';
import { binFormValuesOf, cardSystemIdOfInput, toBinRecord, type BinFormValues } from './binForm';
import { useBinCodeOptions } from './useBinCodeOptions';

interface BinDialogProps {
  /** The row clicked, or null for a new BIN. */
  record: BinView | null;
  onClose: () => void;
  /** A BIN was saved or deleted: the list reloads. */
  onChanged: () => void;
}

const SERVER_FIELDS = ['bin', 'org_id', 'bid', 'ica', 'notes'] as const;

/** The BIN dialog, titled New, Edit or View (spec 3 §2.2, the rules of state of §4). */
export function BinDialog({ record, onClose, onChanged }: BinDialogProps) {
  const { t, tm } = useDirectoriesTranslation();
  const { message } = App.useApp();
  const access = useDirectoryAccess(PERMISSION.bins);
  const mode = dialogModeOf(record);
  const state = binDialogState(mode, access.extended);
  const [form] = Form.useForm<BinFormValues>();
  const [initialValues] = useState(() => binFormValuesOf(record, access.ownOrgId));
  // useWatch answers undefined until the form is connected; a cleared issuer is null.
  const watchedBin = Form.useWatch('bin', form);
  const watchedOrgId = Form.useWatch('org_id', form);
  const bin = watchedBin ?? initialValues.bin;
  const orgId = watchedOrgId === undefined ? initialValues.org_id : watchedOrgId;
  const kind = binCodeKindOf(bin);
  const codeOptions = useBinCodeOptions(orgId, kind, state.fieldsEditable);
  const { nameOf } = useCardSystems('dcb', binApi.cardSystems);
  const [historyOpen, setHistoryOpen] = useState(false);
  const labels = useHistoryLabels('bins');
  const rule = (field: string) => domainFieldRule(binRecordSchema, toBinRecord, field, tm);

  useEffect(() => {
    if (!kind || !state.fieldsEditable) return;
    const code = preselectedCode(codeOptions, form.getFieldValue(kind) ?? '');
    if (code !== null) form.setFieldValue(kind, code);
  }, [codeOptions, kind, form, state.fieldsEditable]);

  const save = useMutation({
    mutationFn: (values: BinFormValues) =>
      mode === 'create' ? binApi.add(toBinRecord(values)) : binApi.update(toBinRecord(values)),
    onSuccess: () => {
      void message.success(
        tm(mode === 'create' ? 'created_successfully' : 'updated_successfully'),
        NOTICE_SECONDS.success,
      );
      onChanged();
      onClose();
    },
    // 'BIN must be unique' (409) and the other field errors go under their fields.
    onError: (error) => applyFieldErrors(form, error, SERVER_FIELDS),
  });

  const remove = useMutation({
    mutationFn: () => binApi.remove(record?.bin ?? ''),
    onSuccess: () => {
      void message.success(tm('deleted_successfully'), NOTICE_SECONDS.success);
      onChanged();
      onClose();
    },
  });

  const confirm = () => {
    form
      .validateFields()
      .then(() => save.mutate(form.getFieldsValue(true)))
      .catch(() => undefined);
  };

  const systemId = cardSystemIdOfInput(bin);
  const codeInput = (max: number) => (
    <AutoComplete
      options={codeOptions.map((code) => ({ value: code }))}
      disabled={!state.fieldsEditable}
      maxLength={max}
    />
  );

  return (
    <Modal
      open
      width={640}
      title={`${t(DIALOG_TITLE_KEYS[mode])}${record ? `: ${record.bin}` : ''}`}
      onCancel={onClose}
      mask={{ closable: false }}
      footer={
        <DialogFooter
          mode={mode}
          existing={record !== null}
          saving={save.isPending}
          deleting={remove.isPending}
          deleteQuestion={t('bins.deleteConfirm')}
          onDelete={() => remove.mutateAsync()}
          onHistory={() => setHistoryOpen(true)}
          onCancel={onClose}
          onConfirm={confirm}
        />
      }
    >
      <Form<BinFormValues>
        name="bin"
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onValuesChange={(changed: Partial<BinFormValues>) => {
          if ('org_id' in changed) form.setFieldsValue(ISSUER_CHANGE_RESET);
        }}
      >
        <Form.Item
          name="bin"
          label={t('bins.bin')}
          required
          rules={[rule('bin')]}
          normalize={digitsOnly(BIN_LIMITS.binMax)}
        >
          <Input disabled={!state.binEditable} inputMode="numeric" autoComplete="off" />
        </Form.Item>
        <Form.Item label={t('bins.paymentSystem')}>
          <Input
            readOnly
            variant="filled"
            value={systemId === null ? '' : nameOf(systemId)}
            aria-label={t('bins.paymentSystem')}
          />
        </Form.Item>
        <Form.Item name="org_id" label={t('bins.issuerName')} required rules={[rule('org_id')]}>
          <RemoteSelect
            url={BIN_PATHS.organisations}
            pageSize={LOOKUP_PAGE_SIZES.directories}
            initialOption={
              record
                ? { value: record.org_id, label: record.org_name }
                : { value: access.ownOrgId, label: access.ownOrgName }
            }
            disabled={!state.issuerEditable}
            aria-label={t('bins.issuerName')}
          />
        </Form.Item>
        {state.showContact ? (
          <Form.Item name="contact" label={t('common.contact')}>
            <Input readOnly variant="filled" />
          </Form.Item>
        ) : null}
        {kind === 'bid' ? (
          <Form.Item
            name="bid"
            label={t('bins.bid')}
            required
            dependencies={['bin']}
            rules={[rule('bid')]}
            normalize={digitsOnly(BIN_LIMITS.bidLength)}
          >
            {codeInput(BIN_LIMITS.bidLength)}
          </Form.Item>
        ) : null}
        {kind === 'ica' ? (
          <Form.Item
            name="ica"
            label={t('bins.ica')}
            required
            dependencies={['bin']}
            rules={[rule('ica')]}
            normalize={digitsOnly(BIN_LIMITS.icaLength)}
          >
            {codeInput(BIN_LIMITS.icaLength)}
          </Form.Item>
        ) : null}
        <Form.Item name="prepaid" label={t('bins.prepaid')}>
          <TriStateSelect disabled={!state.fieldsEditable} />
        </Form.Item>
        <Form.Item name="token" label={t('bins.token')}>
          <TriStateSelect disabled={!state.fieldsEditable} />
        </Form.Item>
        <Form.Item name="notes" label={t('common.notes')} rules={[rule('notes')]}>
          <Input.TextArea
            disabled={!state.fieldsEditable}
            maxLength={BIN_LIMITS.notesMax}
            showCount
            autoSize={{ minRows: 2, maxRows: 5 }}
          />
        </Form.Item>
      </Form>
      {record ? (
        <HistoryDrawer
          open={historyOpen}
          onClose={() => setHistoryOpen(false)}
          title={t('common.historyOf', { name: record.bin })}
          load={() => loadHistory(BIN_PATHS.history, { bin: record.bin })}
          actionLabel={labels.actionLabel}
          fieldLabel={labels.fieldLabel}
        />
      ) : null}
    </Modal>
  );
}
