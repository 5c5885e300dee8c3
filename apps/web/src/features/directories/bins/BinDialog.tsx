import { BIN_LIMITS, binRecordSchema, PERMISSION } from '@afx/domain';
import { AutoComplete, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { addOrUpdate, reloadThenClose } from '../shared/dialogActions';
import { dialogModeOf } from '../shared/dialogMode';
import { DirectoryDialog } from '../shared/DirectoryDialog';
import { domainFieldRule } from '../shared/domainFieldRule';
import { digitsOnly } from '../shared/inputNormalizers';
import { loadHistory } from '../shared/loadHistory';
import { OrganisationField } from '../shared/OrganisationField';
import { TriStateSelect } from '../shared/TriStateSelect';
import { useCardSystems } from '../shared/useCardSystems';
import { useDirectoriesTranslation } from '../shared/useDirectoriesTranslation';
import { orgOptionOf, useDirectoryAccess } from '../shared/useDirectoryAccess';
import { useDirectoryDialog } from '../shared/useDirectoryDialog';
import { BIN_PATHS, binApi, type BinView } from './binApi';
import { binCodeKindOf, binDialogState, ISSUER_CHANGE_RESET, preselectedCode } from './binDialogState';
import { binFormValuesOf, cardSystemIdOfInput, toBinRecord, type BinFormValues } from './binForm';
import { useBinCodeOptions } from './useBinCodeOptions';
import { useTokenLabels } from './useTokenLabels';
import { useFlagOptions } from '../shared/useFlagOptions';
import { NotesTextArea } from '../shared/NotesTextArea';

interface BinDialogProps {
  /** The row clicked, or null for a new BIN. */
  record: BinView | null;
  /** The record's absolute address, for the dialog's 'Copy link'. */
  link?: string;
  onClose: () => void;
  /** A BIN was saved or deleted: the list reloads. */
  onChanged: () => void;
}

// 'BIN must be unique' (409) and the other field errors go under their fields.
const SERVER_FIELDS = ['bin', 'org_id', 'bid', 'ica', 'notes'] as const;

/** The digits of a BID and of an ICA. */
const CODE_LENGTH = { bid: BIN_LIMITS.bidLength, ica: BIN_LIMITS.icaLength } as const;

/** The BIN dialog, titled New, Edit or View (spec 3 §2.2, the rules of state of §4). */
export function BinDialog({ record, link, onClose, onChanged }: BinDialogProps) {
  const { t, tm } = useDirectoriesTranslation();
  const tokenLabels = useTokenLabels();
  const access = useDirectoryAccess(PERMISSION.bins);
  const mode = dialogModeOf(record);
  const state = binDialogState(mode, access.extended);
  const { form, control } = useDirectoryDialog<BinFormValues>({
    mode,
    serverFields: SERVER_FIELDS,
    save: addOrUpdate(mode, binApi, toBinRecord),
    remove: () => binApi.remove(record?.bin ?? ''),
    onDone: reloadThenClose(onChanged, onClose),
  });
  const [initialValues] = useState(() => binFormValuesOf(record, access.ownOrgId));
  // useWatch answers undefined until the form is connected; a cleared issuer is null.
  const watchedBin = Form.useWatch('bin', form);
  const watchedOrgId = Form.useWatch('org_id', form);
  const bin = watchedBin ?? initialValues.bin;
  const orgId = watchedOrgId === undefined ? initialValues.org_id : watchedOrgId;
  const kind = binCodeKindOf(bin);
  const codeOptions = useBinCodeOptions(orgId, kind, state.fieldsEditable);
  const { nameOf } = useCardSystems('dcb', binApi.cardSystems);
  const rule = (field: string) => domainFieldRule(binRecordSchema, toBinRecord, field, tm);

  useEffect(() => {
    if (!kind || !state.fieldsEditable) return;
    const code = preselectedCode(codeOptions, form.getFieldValue(kind) ?? '');
    if (code !== null) form.setFieldValue(kind, code);
  }, [codeOptions, kind, form, state.fieldsEditable]);

  const systemId = cardSystemIdOfInput(bin);
  const flag = useFlagOptions();
  const tokenFlag = useFlagOptions(tokenLabels);
  const flagText = (value: boolean | null, options: typeof flag) =>
    value === null ? options.unknown.label : value ? options.yes.label : options.no.label;
  const code = record?.bid
    ? ('bid' as const)
    : record?.ica
      ? ('ica' as const)
      : binCodeKindOf(record?.bin ?? '');

  return (
    <DirectoryDialog
      control={control}
      name={record?.bin}
      link={link}
      width={640}
      deleteQuestion={t('bins.deleteConfirm')}
      history={
        record ? { area: 'bins', load: () => loadHistory(BIN_PATHS.history, { bin: record.bin }) } : undefined
      }
      onClose={onClose}
      view={
        record
          ? [
              { key: 'bin', label: t('bins.bin'), value: record.bin, copyText: record.bin },
              { key: 'system', label: t('bins.paymentSystem'), value: record.card_system_name },
              { key: 'org', label: t('bins.issuerName'), value: record.org_name, copyText: record.org_name },
              {
                key: 'contact',
                label: t('common.contact'),
                value: record.monitoring_email,
                copyText: record.monitoring_email,
              },
              ...(code
                ? [{ key: code, label: t(`bins.${code}`), value: record[code], copyText: record[code] }]
                : []),
              { key: 'prepaid', label: t('bins.prepaid'), value: flagText(record.prepaid, flag) },
              { key: 'token', label: t('bins.token'), value: flagText(record.token, tokenFlag) },
              { key: 'notes', label: t('common.notes'), value: record.notes, copyText: record.notes },
            ]
          : undefined
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
        <OrganisationField
          label={t('bins.issuerName')}
          url={BIN_PATHS.organisations}
          rule={rule('org_id')}
          initialOption={record ? orgOptionOf(record) : access.ownOrg}
          disabled={!state.issuerEditable}
          showContact={state.showContact}
        />
        {kind ? (
          <Form.Item
            // BID and ICA are different fields: a BIN of another system starts the other afresh.
            key={kind}
            name={kind}
            label={t(`bins.${kind}`)}
            required
            dependencies={['bin']}
            rules={[rule(kind)]}
            normalize={digitsOnly(CODE_LENGTH[kind])}
          >
            <AutoComplete
              options={codeOptions.map((code) => ({ value: code }))}
              disabled={!state.fieldsEditable}
              maxLength={CODE_LENGTH[kind]}
            />
          </Form.Item>
        ) : null}
        <Form.Item name="prepaid" label={t('bins.prepaid')}>
          <TriStateSelect disabled={!state.fieldsEditable} />
        </Form.Item>
        <Form.Item name="token" label={t('bins.token')}>
          <TriStateSelect disabled={!state.fieldsEditable} labels={tokenLabels} />
        </Form.Item>
        <Form.Item name="notes" label={t('common.notes')} rules={[rule('notes')]}>
          <NotesTextArea disabled={!state.fieldsEditable} max={BIN_LIMITS.notesMax} />
        </Form.Item>
      </Form>
    </DirectoryDialog>
  );
}
