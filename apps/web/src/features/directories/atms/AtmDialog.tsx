import { ATM_LIMITS, atmRecordSchema, normalizeTermIdInput, PERMISSION } from '@afx/domain';
import { StopOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import type { RemoteOption } from '../../../components/remote-select';
import { addOrUpdate } from '../shared/dialogActions';
import { dialogModeOf } from '../shared/dialogMode';
import { DirectoryDialog } from '../shared/DirectoryDialog';
import { domainFieldRule } from '../shared/domainFieldRule';
import { loadHistory } from '../shared/loadHistory';
import { OrganisationField } from '../shared/OrganisationField';
import { useDirectoriesTranslation } from '../shared/useDirectoriesTranslation';
import { orgOptionOf, useDirectoryAccess } from '../shared/useDirectoryAccess';
import { useDirectoryDialog, type SaveOutcome } from '../shared/useDirectoryDialog';
import { ATM_PATHS, atmApi, atmDialogApi, type AtmView } from './atmApi';
import { atmDialogState } from './atmDialogState';
import { FileInfoPanel, LoadedFromFilePanel } from './AtmFilePanels';
import { atmFormValuesOf, toAtmRecord, type AtmFormValues } from './atmForm';
import { AtmManualFixNotice } from './AtmManualFixNotice';
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
  /** Stop upload: the whole upload, not only this row (Cancel skips the row). */
  onStop: () => void;
  /** Hidden while the progress dialog asks whether to stop; the form keeps what was typed. */
  hidden?: boolean;
}

interface AtmDialogProps {
  /** The ATM as stored, or null for a new one. */
  record: AtmView | null;
  upload?: AtmDialogUpload;
  /** The record's absolute address, for the dialog's 'Copy link'. */
  link?: string;
  /** Cancel or Close: nothing was saved. */
  onClose: () => void;
  onSaved: (outcome: SaveOutcome) => void;
  onDeleted?: () => void;
}

// 'Terminal ID must be unique' (409) and the other field errors go under their fields.
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
export function AtmDialog({ record, upload, link, onClose, onSaved, onDeleted }: AtmDialogProps) {
  const { t, tm } = useDirectoriesTranslation();
  const access = useDirectoryAccess(PERMISSION.atms);
  const mode = upload ? upload.prompt.mode : dialogModeOf(record);
  const state = atmDialogState(mode, access.extended, upload !== undefined);
  const { form, control } = useDirectoryDialog<AtmFormValues>({
    mode,
    serverFields: SERVER_FIELDS,
    save: addOrUpdate(mode, atmDialogApi, toAtmRecord),
    remove: () => atmApi.remove(record?.org_id ?? 0, record?.term_id ?? ''),
    onDone: (outcome) => (outcome === 'deleted' ? onDeleted?.() : onSaved(outcome)),
  });
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
  const rule = (field: string) => domainFieldRule(atmRecordSchema, toAtmRecord, field, tm);

  const name = record?.term_id ?? upload?.prompt.row.term_id;
  return (
    <DirectoryDialog
      control={control}
      name={name}
      width={720}
      link={link}
      deleteQuestion={state.canDelete ? tm('delete_atm_confirm') : undefined}
      history={
        record
          ? {
              area: 'atms',
              load: () => loadHistory(ATM_PATHS.history, { org_id: record.org_id, term_id: record.term_id }),
            }
          : undefined
      }
      footerExtra={
        upload ? (
          <Button danger icon={<StopOutlined aria-hidden />} onClick={upload.onStop}>
            {t('atms.stopUpload')}
          </Button>
        ) : undefined
      }
      hidden={upload?.hidden}
      onClose={onClose}
      view={
        record && !upload
          ? [
              { key: 'term_id', label: t('atms.termId'), value: record.term_id, copyText: record.term_id },
              {
                key: 'org',
                label: t('atms.acquirerName'),
                value: record.org_name,
                copyText: record.org_name,
              },
              {
                key: 'contact',
                label: t('common.contact'),
                value: record.monitoring_email,
                copyText: record.monitoring_email,
              },
              { key: 'acq_ids', label: t('atms.acquirerIds'), value: record.acq_id_list.join(', ') },
              { key: 'city', label: t('atms.city'), value: record.full_name, copyText: record.full_name },
              {
                key: 'address',
                label: t('atms.address'),
                value: record.location_address,
                copyText: record.location_address,
              },
              {
                key: 'description',
                label: t('atms.locationDescription'),
                value: record.location_description,
                copyText: record.location_description,
              },
              {
                key: 'geo',
                label: t('atms.geoPosition'),
                value:
                  record.latitude === null || record.longitude === null
                    ? null
                    : `${record.latitude}, ${record.longitude}`,
                copyText:
                  record.latitude === null || record.longitude === null
                    ? null
                    : `${record.latitude}, ${record.longitude}`,
              },
            ]
          : undefined
      }
      viewBefore={
        record ? (
          <AtmOldDataPanel
            record={record}
            uploading={false}
            editable={false}
            onUseOldCity={() => undefined}
          />
        ) : null
      }
    >
      {upload ? (
        <>
          <AtmManualFixNotice prompt={upload.prompt} />
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
          uploading={Boolean(upload)}
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
        <OrganisationField
          label={t('atms.acquirerName')}
          url={ATM_PATHS.organisations}
          rule={rule('org_id')}
          initialOption={record ? orgOptionOf(record) : (upload?.acquirer ?? access.ownOrg)}
          disabled={!state.acquirerEditable}
          showContact={state.showAcquirerDetails}
        />
        {state.showAcquirerDetails ? (
          <Form.Item name="acq_ids" label={t('atms.acquirerIds')}>
            <Input.TextArea readOnly variant="filled" autoSize={{ minRows: 1, maxRows: 4 }} />
          </Form.Item>
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
    </DirectoryDialog>
  );
}
