import {
  ACQUIRER_DIRECTORY_LIMITS,
  acquirerIdRecordSchema,
  LOOKUP_PAGE_SIZES,
  PERMISSION,
} from '@afx/domain';
import { Form, Input, Select } from 'antd';
import { useState } from 'react';
import { RemoteSelect } from '../../../components/remote-select';
import { CopyableFormItem } from '../shared/CopyableFormItem';
import { addOrUpdate, reloadThenClose } from '../shared/dialogActions';
import { dialogModeOf } from '../shared/dialogMode';
import { DirectoryDialog } from '../shared/DirectoryDialog';
import { domainFieldRule } from '../shared/domainFieldRule';
import { digitsOnly } from '../shared/inputNormalizers';
import { loadHistory } from '../shared/loadHistory';
import { useCardSystems } from '../shared/useCardSystems';
import { useDirectoriesTranslation } from '../shared/useDirectoriesTranslation';
import { orgOptionOf, useDirectoryAccess } from '../shared/useDirectoryAccess';
import { useDirectoryDialog } from '../shared/useDirectoryDialog';
import { ACQUIRER_PATHS, acquirerApi, type AcquirerIdView } from './acquirerApi';
import {
  acquirerDialogState,
  acquirerFormValuesOf,
  toAcquirerInput,
  type AcquirerFormValues,
} from './acquirerForm';
import { NotesTextArea } from '../shared/NotesTextArea';

interface AcquirerDialogProps {
  record: AcquirerIdView | null;
  /** The record's absolute address, for the dialog's 'Copy link'. */
  link?: string;
  onClose: () => void;
  onChanged: () => void;
}

// 'Acquirer ID must be unique' (409) goes under the ID.
const SERVER_FIELDS = ['id', 'card_system_id', 'org_id', 'notes'] as const;

/** The acquirer ID dialog, titled New, Edit or View (spec 3 §2.4). */
export function AcquirerDialog({ record, link, onClose, onChanged }: AcquirerDialogProps) {
  const { t, tm } = useDirectoriesTranslation();
  const access = useDirectoryAccess(PERMISSION.acquirers);
  const mode = dialogModeOf(record);
  const state = acquirerDialogState(mode, access.extended);
  const { form, control } = useDirectoryDialog<AcquirerFormValues>({
    mode,
    serverFields: SERVER_FIELDS,
    save: addOrUpdate(mode, acquirerApi, toAcquirerInput),
    remove: () =>
      acquirerApi.remove({
        id: record?.id ?? '',
        card_system_id: record?.card_system_id ?? 0,
        org_id: record?.org_id ?? 0,
      }),
    onDone: reloadThenClose(onChanged, onClose),
  });
  const [initialValues] = useState(() => acquirerFormValuesOf(record, access.ownOrgId));
  const [orgName, setOrgName] = useState(record?.org_name ?? access.ownOrgName);
  const { systems, nameOf } = useCardSystems('acquiring', acquirerApi.cardSystems);
  const values = Form.useWatch([], form) ?? initialValues;
  const rule = (field: string) => domainFieldRule(acquirerIdRecordSchema, toAcquirerInput, field, tm);

  return (
    <DirectoryDialog
      control={control}
      name={record?.id}
      link={link}
      width={600}
      deleteQuestion={tm('delete_acquirer_id_confirm')}
      history={
        record
          ? {
              area: 'acquirers',
              load: () =>
                loadHistory(ACQUIRER_PATHS.history, {
                  id: record.id,
                  card_system_id: record.card_system_id,
                  org_id: record.org_id,
                }),
            }
          : undefined
      }
      onClose={onClose}
      view={
        record
          ? [
              { key: 'id', label: t('acquirers.acquirerId'), value: record.id, copyText: record.id },
              {
                key: 'system',
                label: t('acquirers.paymentSystem'),
                value: record.card_system_name,
                copyText: record.card_system_name,
              },
              {
                key: 'org',
                label: t('acquirers.acquirerName'),
                value: record.org_name,
                copyText: record.org_name,
              },
              {
                key: 'contact',
                label: t('acquirers.contactEmail'),
                value: record.monitoring_email,
                copyText: record.monitoring_email,
              },
              { key: 'notes', label: t('common.notes'), value: record.notes, copyText: record.notes },
            ]
          : undefined
      }
    >
      <Form<AcquirerFormValues> name="acquirerId" form={form} layout="vertical" initialValues={initialValues}>
        <CopyableFormItem
          label={t('acquirers.acquirerId')}
          required
          copyText={values.id ?? ''}
          name="id"
          rules={[rule('id')]}
          normalize={digitsOnly(ACQUIRER_DIRECTORY_LIMITS.idMax)}
        >
          <Input disabled={!state.idEditable} inputMode="numeric" aria-label={t('acquirers.acquirerId')} />
        </CopyableFormItem>
        <CopyableFormItem
          label={t('acquirers.paymentSystem')}
          required
          copyText={nameOf(values.card_system_id)}
          name="card_system_id"
          rules={[rule('card_system_id')]}
        >
          <Select<number>
            disabled={!state.fieldsEditable}
            options={systems.map((system) => ({ value: system.id, label: system.name }))}
            aria-label={t('acquirers.paymentSystem')}
            style={{ width: '100%' }}
          />
        </CopyableFormItem>
        <CopyableFormItem
          label={t('acquirers.acquirerName')}
          required
          copyText={orgName}
          name="org_id"
          rules={[rule('org_id')]}
        >
          <RemoteSelect
            url={ACQUIRER_PATHS.organisations}
            pageSize={LOOKUP_PAGE_SIZES.directories}
            initialOption={record ? orgOptionOf(record) : access.ownOrg}
            onChange={(_value, option) => setOrgName(option?.label ?? '')}
            disabled={!state.orgEditable}
            style={{ width: '100%' }}
            aria-label={t('acquirers.acquirerName')}
          />
        </CopyableFormItem>
        {state.showContact ? (
          <CopyableFormItem
            label={t('acquirers.contactEmail')}
            copyText={values.contact ?? ''}
            name="contact"
          >
            <Input readOnly variant="filled" aria-label={t('acquirers.contactEmail')} />
          </CopyableFormItem>
        ) : null}
        <CopyableFormItem
          label={t('common.notes')}
          copyText={values.notes ?? ''}
          name="notes"
          rules={[rule('notes')]}
        >
          <NotesTextArea
            disabled={!state.fieldsEditable}
            max={ACQUIRER_DIRECTORY_LIMITS.notesMax}
            aria-label={t('common.notes')}
          />
        </CopyableFormItem>
      </Form>
    </DirectoryDialog>
  );
}
