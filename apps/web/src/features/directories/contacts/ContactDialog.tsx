import { useMutation } from '@tanstack/react-query';
import { App, Descriptions, Form, Input, Modal, Select, Switch } from 'antd';
import { useState } from 'react';
import { HistoryDrawer } from '../../../components/history';
import { applyFieldErrors } from '../shared/applyFieldErrors';
import { DialogFooter } from '../shared/DialogFooter';
import { DIALOG_TITLE_KEYS, dialogModeOf } from '../shared/dialogMode';
import { loadHistory } from '../shared/loadHistory';
import { NOTICE_SECONDS } from '../shared/notices';
import { useDirectoriesTranslation } from '../shared/useDirectoriesTranslation';
import { useDirectoryAccess } from '../shared/useDirectoryAccess';
import { useHistoryLabels } from '../shared/useHistoryLabels';
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
export function ContactDialog({ kind, record, onClose, onChanged }: ContactDialogProps) {
  const { t, tm } = useDirectoriesTranslation();
  const { message } = App.useApp();
  const setup = CONTACT_KINDS[kind];
  const access = useDirectoryAccess(setup.permission);
  const mode = dialogModeOf(record);
  const editable = mode !== 'view';
  const [form] = Form.useForm<ContactFormValues>();
  const [historyOpen, setHistoryOpen] = useState(false);
  const labels = useHistoryLabels('contacts');
  const orgTypeLabel = useOrgTypeLabel();

  const save = useMutation({
    mutationFn: (values: ContactFormValues) =>
      contactApi.update(kind, toContactChange(record.id, values, setup, access.extended)),
    onSuccess: () => {
      void message.success(tm('updated_successfully'), NOTICE_SECONDS.success);
      onChanged();
      onClose();
    },
    onError: (error) => applyFieldErrors(form, error, SERVER_FIELDS),
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
      width={640}
      title={`${t(DIALOG_TITLE_KEYS[mode])}: ${record.name}`}
      onCancel={onClose}
      mask={{ closable: false }}
      footer={
        <DialogFooter
          mode={mode}
          existing
          saving={save.isPending}
          onHistory={() => setHistoryOpen(true)}
          onCancel={onClose}
          onConfirm={confirm}
        />
      }
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
            <Form.Item name="fpt_connected" label={t('contacts.fptConnected')} valuePropName="checked">
              <Switch disabled={!editable || !access.extended} />
            </Form.Item>
            <Form.Item
              name="card_info_connected"
              label={t('contacts.cardInfoConnected')}
              valuePropName="checked"
            >
              <Switch disabled={!editable || !access.extended} />
            </Form.Item>
          </>
        ) : null}
      </Form>
      <HistoryDrawer
        open={historyOpen}
        onClose={() => setHistoryOpen(false)}
        title={t('common.historyOf', { name: record.name })}
        load={() => loadHistory(contactHistoryPath(kind), { id: record.id })}
        actionLabel={labels.actionLabel}
        fieldLabel={labels.fieldLabel}
      />
    </Modal>
  );
}
