import {
  ACQUIRER_DIRECTORY_LIMITS,
  acquirerIdRecordSchema,
  LOOKUP_PAGE_SIZES,
  PERMISSION,
} from '@afx/domain';
import { useMutation } from '@tanstack/react-query';
import { App, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { HistoryDrawer } from '../../../components/history';
import { RemoteSelect } from '../../../components/remote-select';
import { applyFieldErrors } from '../shared/applyFieldErrors';
import { CopyableField } from '../shared/CopyableField';
import { DialogFooter } from '../shared/DialogFooter';
import { DIALOG_TITLE_KEYS, dialogModeOf } from '../shared/dialogMode';
import { domainFieldRule } from '../shared/domainFieldRule';
import { digitsOnly } from '../shared/inputNormalizers';
import { loadHistory } from '../shared/loadHistory';
import { NOTICE_SECONDS } from '../shared/notices';
import { useCardSystems } from '../shared/useCardSystems';
import { useDirectoriesTranslation } from '../shared/useDirectoriesTranslation';
import { useDirectoryAccess } from '../shared/useDirectoryAccess';
import { useHistoryLabels } from '../shared/useHistoryLabels';
import { ACQUIRER_PATHS, acquirerApi, type AcquirerIdView } from './acquirerApi';
import {
  acquirerDialogState,
  acquirerFormValuesOf,
  toAcquirerInput,
  type AcquirerFormValues,
} from './acquirerForm';

interface AcquirerDialogProps {
  record: AcquirerIdView | null;
  onClose: () => void;
  onChanged: () => void;
}

const SERVER_FIELDS = ['id', 'card_system_id', 'org_id', 'notes'] as const;

/** The acquirer ID dialog, titled New, Edit or View (spec 3 §2.4). */
export function AcquirerDialog({ record, onClose, onChanged }: AcquirerDialogProps) {
  const { t, tm } = useDirectoriesTranslation();
  const { message } = App.useApp();
  const access = useDirectoryAccess(PERMISSION.acquirers);
  const mode = dialogModeOf(record);
  const state = acquirerDialogState(mode, access.extended);
  const [form] = Form.useForm<AcquirerFormValues>();
  const [initialValues] = useState(() => acquirerFormValuesOf(record, access.ownOrgId));
  const [orgName, setOrgName] = useState(record?.org_name ?? access.ownOrgName);
  const [historyOpen, setHistoryOpen] = useState(false);
  const { systems, nameOf } = useCardSystems('acquiring', acquirerApi.cardSystems);
  const labels = useHistoryLabels('acquirers');
  const values = Form.useWatch([], form) ?? initialValues;
  const rule = (field: string) => domainFieldRule(acquirerIdRecordSchema, toAcquirerInput, field, tm);

  const save = useMutation({
    mutationFn: (input: AcquirerFormValues) =>
      mode === 'create'
        ? acquirerApi.add(toAcquirerInput(input))
        : acquirerApi.update(toAcquirerInput(input)),
    onSuccess: () => {
      void message.success(
        tm(mode === 'create' ? 'created_successfully' : 'updated_successfully'),
        NOTICE_SECONDS.success,
      );
      onChanged();
      onClose();
    },
    // 'Acquirer ID must be unique' (409) goes under the ID.
    onError: (error) => applyFieldErrors(form, error, SERVER_FIELDS),
  });

  const remove = useMutation({
    mutationFn: () =>
      acquirerApi.remove({
        id: record?.id ?? '',
        card_system_id: record?.card_system_id ?? 0,
        org_id: record?.org_id ?? 0,
      }),
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

  return (
    <Modal
      open
      width={600}
      title={`${t(DIALOG_TITLE_KEYS[mode])}${record ? `: ${record.id}` : ''}`}
      onCancel={onClose}
      mask={{ closable: false }}
      footer={
        <DialogFooter
          mode={mode}
          existing={record !== null}
          saving={save.isPending}
          deleting={remove.isPending}
          deleteQuestion={tm('delete_acquirer_id_confirm')}
          onDelete={() => remove.mutateAsync()}
          onHistory={() => setHistoryOpen(true)}
          onCancel={onClose}
          onConfirm={confirm}
        />
      }
    >
      <Form<AcquirerFormValues> name="acquirerId" form={form} layout="vertical" initialValues={initialValues}>
        <Form.Item label={t('acquirers.acquirerId')} required>
          <CopyableField text={values.id ?? ''} label={t('acquirers.acquirerId')}>
            <Form.Item
              name="id"
              noStyle
              rules={[rule('id')]}
              normalize={digitsOnly(ACQUIRER_DIRECTORY_LIMITS.idMax)}
            >
              <Input
                disabled={!state.idEditable}
                inputMode="numeric"
                aria-label={t('acquirers.acquirerId')}
              />
            </Form.Item>
          </CopyableField>
        </Form.Item>
        <Form.Item label={t('acquirers.paymentSystem')} required>
          <CopyableField text={nameOf(values.card_system_id)} label={t('acquirers.paymentSystem')}>
            <Form.Item name="card_system_id" noStyle rules={[rule('card_system_id')]}>
              <Select<number>
                disabled={!state.fieldsEditable}
                options={systems.map((system) => ({ value: system.id, label: system.name }))}
                aria-label={t('acquirers.paymentSystem')}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </CopyableField>
        </Form.Item>
        <Form.Item label={t('acquirers.acquirerName')} required>
          <CopyableField text={orgName} label={t('acquirers.acquirerName')}>
            <Form.Item name="org_id" noStyle rules={[rule('org_id')]}>
              <RemoteSelect
                url={ACQUIRER_PATHS.organisations}
                pageSize={LOOKUP_PAGE_SIZES.directories}
                initialOption={{
                  value: record?.org_id ?? access.ownOrgId,
                  label: record?.org_name ?? access.ownOrgName,
                }}
                onChange={(_value, option) => setOrgName(option?.label ?? '')}
                disabled={!state.orgEditable}
                style={{ width: '100%' }}
                aria-label={t('acquirers.acquirerName')}
              />
            </Form.Item>
          </CopyableField>
        </Form.Item>
        {state.showContact ? (
          <Form.Item label={t('acquirers.contactEmail')}>
            <CopyableField text={values.contact ?? ''} label={t('acquirers.contactEmail')}>
              <Form.Item name="contact" noStyle>
                <Input readOnly variant="filled" aria-label={t('acquirers.contactEmail')} />
              </Form.Item>
            </CopyableField>
          </Form.Item>
        ) : null}
        <Form.Item label={t('common.notes')}>
          <CopyableField text={values.notes ?? ''} label={t('common.notes')}>
            <Form.Item name="notes" noStyle rules={[rule('notes')]}>
              <Input.TextArea
                disabled={!state.fieldsEditable}
                maxLength={ACQUIRER_DIRECTORY_LIMITS.notesMax}
                autoSize={{ minRows: 2, maxRows: 5 }}
                aria-label={t('common.notes')}
              />
            </Form.Item>
          </CopyableField>
        </Form.Item>
      </Form>
      {record ? (
        <HistoryDrawer
          open={historyOpen}
          onClose={() => setHistoryOpen(false)}
          title={t('common.historyOf', { name: record.id })}
          load={() =>
            loadHistory(ACQUIRER_PATHS.history, {
              id: record.id,
              card_system_id: record.card_system_id,
              org_id: record.org_id,
            })
          }
          actionLabel={labels.actionLabel}
          fieldLabel={labels.fieldLabel}
        />
      ) : null}
    </Modal>
  );
}
