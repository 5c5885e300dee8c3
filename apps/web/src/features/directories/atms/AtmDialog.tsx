import {
  ATM_LIMITS,
  atmRecordSchema,
  LOOKUP_PAGE_SIZES,
  normalizeTermIdInput,
  PERMISSION,
} from '@afx/domain';
import { useMutation } from '@tanstack/react-query';
import { Alert, App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { HistoryDrawer } from '../../../components/history';
import type { RemoteOption } from '../../../components/remote-select';
import { RemoteSelect } from '../../../components/remote-select';
import { applyFieldErrors } from '../shared/applyFieldErrors';
import { DialogFooter } from '../shared/DialogFooter';
import { DIALOG_TITLE_KEYS, dialogModeOf } from '../shared/dialogMode';
import { domainFieldRule } from '../shared/domainFieldRule';
import { loadHistory } from '../shared/loadHistory';
import { NOTICE_SECONDS } from '../shared/notices';
import { useDirectoriesTranslation } from '../shared/useDirectoriesTranslation';
import { useDirectoryAccess } from '../shared/useDirectoryAccess';
import { useHistoryLabels } from '../shared/useHistoryLabels';
import { ATM_PATHS, atmApi, type AtmView } from './atmApi';
import { atmDialogState } from './atmDialogState';
import { FileInfoPanel, LoadedFromFilePanel } from './AtmFilePanels';
import { atmFormValuesOf, toAtmRecord, type AtmFormValues } from './atmForm';
import { AtmOldDataPanel } from './AtmOldDataPanel';
import type { AtmUploadPrompt } from './atmUploadPlugin';
import { GeoPositionFields } from './GeoPositionFields';
import { LocationSelect } from './LocationSelect';

/** During an upload the dialog fixes one row of the file. */
export interface AtmDialogUpload {
  prompt: AtmUploadPrompt;
  fileName: string | null;
  /** The acquirer the upload works on. */
  acquirer: RemoteOption;
}

interface AtmDialogProps {
  /** The ATM as stored, or null for a new one. */
  record: AtmView | null;
  upload?: AtmDialogUpload;
  /** Cancel or Close: nothing was saved. */
  onClose: () => void;
  onSaved: (outcome: 'created' | 'updated') => void;
  onDeleted?: () => void;
}

const SERVER_FIELDS = [
  'term_id',
  'org_id',
  'location_id',
  'location_address',
  'location_description',
  'latitude',
  'longitude',
] as const;

/** The ATM dialog, titled New, Edit or View (spec 3 §2.3, §4 "ATM upload"). */
export function AtmDialog({ record, upload, onClose, onSaved, onDeleted }: AtmDialogProps) {
  const { t, tm } = useDirectoriesTranslation();
  const { message } = App.useApp();
  const access = useDirectoryAccess(PERMISSION.atms);
  const mode = upload ? upload.prompt.mode : dialogModeOf(record);
  const state = atmDialogState(mode, access.extended, upload !== undefined);
  const [form] = Form.useForm<AtmFormValues>();
  const [initialValues] = useState(() =>
    atmFormValuesOf(record, { orgId: access.ownOrgId, fromFile: upload?.prompt.record }),
  );
  const [cityOption, setCityOption] = useState<RemoteOption | null>(() => {
    if (upload)
      return upload.prompt.location
        ? { value: upload.prompt.location.id, label: upload.prompt.location.full_name }
        : null;
    return record ? { value: record.location_id, label: record.full_name } : null;
  });
  const [searchInRegion, setSearchInRegion] = useState(upload !== undefined);
  const [historyOpen, setHistoryOpen] = useState(false);
  const labels = useHistoryLabels('atms');
  const rule = (field: string) => domainFieldRule(atmRecordSchema, toAtmRecord, field, tm);

  const save = useMutation({
    mutationFn: (values: AtmFormValues) =>
      mode === 'create' ? atmApi.add(toAtmRecord(values)) : atmApi.update(toAtmRecord(values)),
    onSuccess: () => {
      const outcome = mode === 'create' ? 'created' : 'updated';
      void message.success(
        tm(outcome === 'created' ? 'created_successfully' : 'updated_successfully'),
        NOTICE_SECONDS.success,
      );
      onSaved(outcome);
    },
    // 'Terminal ID must be unique' (409) and the other field errors go under their fields.
    onError: (error) => applyFieldErrors(form, error, SERVER_FIELDS),
  });

  const remove = useMutation({
    mutationFn: () => atmApi.remove(record?.org_id ?? 0, record?.term_id ?? ''),
    onSuccess: () => {
      void message.success(tm('deleted_successfully'), NOTICE_SECONDS.success);
      onDeleted?.();
    },
  });

  const confirm = () => {
    form
      .validateFields()
      .then(() => save.mutate(form.getFieldsValue(true)))
      .catch(() => undefined);
  };

  const titleKey = record?.term_id ?? upload?.prompt.row.term_id;
  return (
    <Modal
      open
      width={720}
      title={`${t(DIALOG_TITLE_KEYS[mode])}${titleKey ? `: ${titleKey}` : ''}`}
      onCancel={onClose}
      mask={{ closable: false }}
      footer={
        <DialogFooter
          mode={mode}
          existing={record !== null}
          saving={save.isPending}
          deleting={remove.isPending}
          deleteQuestion={state.canDelete ? tm('delete_atm_confirm') : undefined}
          onDelete={() => remove.mutateAsync()}
          onHistory={() => setHistoryOpen(true)}
          onCancel={onClose}
          onConfirm={confirm}
        />
      }
    >
      {upload ? (
        <>
          <Alert type="warning" showIcon title={t('atms.manualFix')} style={{ marginBottom: 16 }} />
          <LoadedFromFilePanel
            prompt={upload.prompt}
            searchInRegion={searchInRegion}
            onSearchInRegion={setSearchInRegion}
          />
          {state.showFileInfo ? <FileInfoPanel prompt={upload.prompt} fileName={upload.fileName} /> : null}
        </>
      ) : null}
      {record ? (
        <AtmOldDataPanel
          record={record}
          editable={state.fieldsEditable}
          onUseOldCity={(id, fullName) => {
            setCityOption({ value: id, label: fullName });
            form.setFieldValue('location_id', id);
            void form.validateFields(['location_id']).catch(() => undefined);
          }}
        />
      ) : null}
      <Form<AtmFormValues> name="atm" form={form} layout="vertical" initialValues={initialValues}>
        <Form.Item
          name="term_id"
          label={t('atms.termId')}
          required
          rules={[rule('term_id')]}
          normalize={(value: unknown) => normalizeTermIdInput(typeof value === 'string' ? value : '')}
        >
          <Input disabled={!state.termIdEditable} autoComplete="off" />
        </Form.Item>
        <Form.Item name="org_id" label={t('atms.acquirerName')} required rules={[rule('org_id')]}>
          <RemoteSelect
            url={ATM_PATHS.organisations}
            pageSize={LOOKUP_PAGE_SIZES.directories}
            initialOption={
              record
                ? { value: record.org_id, label: record.org_name }
                : (upload?.acquirer ?? { value: access.ownOrgId, label: access.ownOrgName })
            }
            disabled={!state.acquirerEditable}
            aria-label={t('atms.acquirerName')}
          />
        </Form.Item>
        {state.showAcquirerDetails ? (
          <>
            <Form.Item name="contact" label={t('common.contact')}>
              <Input readOnly variant="filled" />
            </Form.Item>
            <Form.Item name="acq_ids" label={t('atms.acquirerIds')}>
              <Input.TextArea readOnly variant="filled" autoSize={{ minRows: 1, maxRows: 4 }} />
            </Form.Item>
          </>
        ) : null}
        <Form.Item name="location_id" label={t('atms.city')} required rules={[rule('location_id')]}>
          <LocationSelect
            initialOption={cityOption}
            onChange={(_value, option) => setCityOption(option)}
            region={upload && searchInRegion ? upload.prompt.row.region : null}
            disabled={!state.fieldsEditable}
            aria-label={t('atms.city')}
          />
        </Form.Item>
        <Form.Item
          name="location_address"
          label={t('atms.address')}
          required
          rules={[rule('location_address')]}
        >
          <Input disabled={!state.fieldsEditable} maxLength={ATM_LIMITS.textMax} />
        </Form.Item>
        <Form.Item
          name="location_description"
          label={t('atms.locationDescription')}
          rules={[rule('location_description')]}
        >
          <Input disabled={!state.fieldsEditable} maxLength={ATM_LIMITS.textMax} />
        </Form.Item>
        <GeoPositionFields form={form} editable={state.fieldsEditable} />
      </Form>
      {record ? (
        <HistoryDrawer
          open={historyOpen}
          onClose={() => setHistoryOpen(false)}
          title={t('common.historyOf', { name: record.term_id })}
          load={() => loadHistory(ATM_PATHS.history, { org_id: record.org_id, term_id: record.term_id })}
          actionLabel={labels.actionLabel}
          fieldLabel={labels.fieldLabel}
        />
      ) : null}
    </Modal>
  );
}
