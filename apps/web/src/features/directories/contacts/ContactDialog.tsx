import { formatPhone } from '@afx/domain';
import { Descriptions, Form, Input, Select, Switch } from 'antd';
import { reloadThenClose } from '../shared/dialogActions';
import { dialogModeOf } from '../shared/dialogMode';
import { DirectoryDialog } from '../shared/DirectoryDialog';
import { loadHistory } from '../shared/loadHistory';
import { useDirectoriesTranslation } from '../shared/useDirectoriesTranslation';
import { useDirectoryDialog } from '../shared/useDirectoryDialog';
import { contactApi, contactHistoryPath, type ContactKind, type ContactView } from './contactApi';
import {
  contactFormValuesOf,
  emailRule,
  phonesRule,
  toContactChange,
  type ContactFormValues,
} from './contactForm';
import { CONTACT_KINDS } from './contactKinds';
import { useOrgTypeLabel } from './useOrgTypeLabel';

interface ContactDialogProps {
  kind: ContactKind;
  record: ContactView;
  /** The record's absolute address, for the dialog's 'Copy link'. */
  link?: string;
  onClose: () => void;
  onChanged: () => void;
}

const SERVER_FIELDS = [
  'monitoring_email',
  'phones',
  'region',
  'fpt_connected',
  'card_info_connected',
] as const;

/**
 * An entry of a contact directory: its details, and what the organisation keeps about itself
 * (E-codes edit any entry, U-codes their own; the server's `mutable` says which).
 */
export function ContactDialog({ kind, record, link, onClose, onChanged }: ContactDialogProps) {
  const { t, tm } = useDirectoriesTranslation();
  const setup = CONTACT_KINDS[kind];
  const mode = dialogModeOf(record);
  const editable = mode !== 'view';
  const { form, control } = useDirectoryDialog<ContactFormValues>({
    mode,
    serverFields: SERVER_FIELDS,
    save: (values) => contactApi.update(kind, toContactChange(record.id, values, setup)),
    onDone: reloadThenClose(onChanged, onClose),
  });
  const orgTypeLabel = useOrgTypeLabel();

  return (
    <DirectoryDialog
      control={control}
      name={record.name}
      link={link}
      width={640}
      history={{ area: 'contacts', load: () => loadHistory(contactHistoryPath(kind), { id: record.id }) }}
      onClose={onClose}
      view={[
        { key: 'name', label: t('contacts.name'), value: record.name, copyText: record.name },
        { key: 'type', label: t('contacts.type'), value: orgTypeLabel(record.org_type_id) },
        ...(record.mfo
          ? [{ key: 'mfo', label: t('contacts.mfo'), value: record.mfo, copyText: record.mfo }]
          : []),
        ...(record.edrpou
          ? [{ key: 'edrpou', label: t('contacts.edrpou'), value: record.edrpou, copyText: record.edrpou }]
          : []),
        {
          key: 'email',
          label: kind === 'banks' ? t('contacts.monitoringEmail') : t('contacts.email'),
          value: record.monitoring_email,
          copyText: record.monitoring_email,
        },
        {
          key: 'phones',
          label: t('contacts.phones'),
          value: record.phones.map(formatPhone).join(', '),
          copyText: record.phones.map(formatPhone).join(', '),
        },
        ...(setup.hasRegion ? [{ key: 'region', label: t('contacts.region'), value: record.region }] : []),
        ...(setup.hasServiceFlags
          ? [
              {
                key: 'fpt',
                label: t('contacts.fptConnected'),
                value: record.fpt_connected ? t('common.yes') : t('common.no'),
              },
              {
                key: 'card_info',
                label: t('contacts.cardInfoConnected'),
                value: record.card_info_connected ? t('common.yes') : t('common.no'),
              },
            ]
          : []),
      ]}
    >
      <Descriptions
        size="small"
        column={1}
        bordered
        style={{ marginBottom: 16 }}
        items={[
          { key: 'name', label: t('contacts.name'), children: record.name },
          { key: 'type', label: t('contacts.type'), children: orgTypeLabel(record.org_type_id) },
          ...(record.mfo ? [{ key: 'mfo', label: t('contacts.mfo'), children: record.mfo }] : []),
          ...(record.edrpou ? [{ key: 'edrpou', label: t('contacts.edrpou'), children: record.edrpou }] : []),
        ]}
      />
      <Form<ContactFormValues>
        name="contact"
        form={form}
        layout="vertical"
        initialValues={contactFormValuesOf(record)}
        disabled={!editable}
      >
        <Form.Item
          name="monitoring_email"
          label={kind === 'banks' ? t('contacts.monitoringEmail') : t('contacts.email')}
          rules={[emailRule(tm)]}
        >
          <Input type="email" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="phones"
          label={t('contacts.phones')}
          extra={t('contacts.phonesHint')}
          rules={[phonesRule(tm)]}
        >
          <Select
            mode="tags"
            open={false}
            tokenSeparators={[',', ';', ' ']}
            aria-label={t('contacts.phones')}
          />
        </Form.Item>
        {setup.hasRegion ? (
          <Form.Item name="region" label={t('contacts.region')}>
            <Input maxLength={150} />
          </Form.Item>
        ) : null}
        {setup.hasServiceFlags ? (
          <>
            {/* Shown only: the administrator connects organisations to services. */}
            <Form.Item name="fpt_connected" label={t('contacts.fptConnected')} valuePropName="checked">
              <Switch disabled />
            </Form.Item>
            <Form.Item
              name="card_info_connected"
              label={t('contacts.cardInfoConnected')}
              valuePropName="checked"
            >
              <Switch disabled />
            </Form.Item>
          </>
        ) : null}
      </Form>
    </DirectoryDialog>
  );
}
