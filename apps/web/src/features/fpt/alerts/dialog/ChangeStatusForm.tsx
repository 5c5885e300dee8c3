import {
  FPT_TEXT_MAX_LENGTH,
  makeSetStatusSchema,
  notesAfterTransactionAdded,
  notesAfterTransactionsCleared,
  offersStatusChangeWithIncident,
  showsOutboundTransactions,
  validate,
  type FieldError,
} from '@afx/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Flex, Form, Input, Select, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { RecordFooter } from '../../../../components/record';
import { alertApi } from '../../api/alertApi';
import type { AlertTransaction, AlertView, AvailableStatus } from '../../api/alertTypes';
import { useFptAlertsTranslation } from '../useFptAlertsTranslation';
import { OutgoingTransactionsEditor } from './OutgoingTransactionsEditor';

interface ChangeStatusFormProps {
  alert: AlertView;
  /** Back to the view, or the dialog closes (status 3: there is nothing else to do). */
  onCancel: () => void;
  /** The status changed (and the incident was created, when asked): read everything again. */
  onChanged: () => void;
  /** The change failed: the alert is read again, as someone may have changed it (spec 2 §8). */
  onFailed: () => void;
  /** The next statuses could not be read: the dialog closes (spec 2 §8). */
  onStatusesFailed: () => void;
}

type FormValues = { status?: string; notes?: string };

/** Advised statuses first (the server's order), each kept in its place otherwise. */
const advisedFirst = (list: readonly AvailableStatus[]): AvailableStatus[] => [
  ...list.filter((status) => status.advice),
  ...list.filter((status) => !status.advice),
];

/** The row numbers of the transactions that the rules refuse ('transactions.2.merchant_name' → 2). */
function invalidRowsOf(errors: readonly FieldError[]): Set<number> {
  return new Set(
    errors.flatMap((error) => {
      const match = /^transactions\.(\d+)/.exec(error.field);
      return match ? [Number(match[1])] : [];
    }),
  );
}

/**
 * The status change of an inbound alert (spec 2 §2.5, §4.2): a next status from the server (advised
 * first), processing notes, and the outgoing transactions when they apply; 'change status and
 * create incident' when the new status allows an incident and there is none.
 */
export function ChangeStatusForm({
  alert,
  onCancel,
  onChanged,
  onFailed,
  onStatusesFailed,
}: ChangeStatusFormProps) {
  const { t, tm, locale } = useFptAlertsTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const [transactions, setTransactions] = useState<AlertTransaction[]>(() => [...alert.trans_out]);
  const [invalidRows, setInvalidRows] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState(false);
  const statusCode = Form.useWatch('status', form) ?? null;

  const available = useQuery({
    queryKey: ['fpt', 'available-statuses', alert.id, locale],
    queryFn: () => alertApi.availableStatuses(alert.id, locale),
    gcTime: 0,
  });
  useEffect(() => {
    if (available.isError) onStatusesFailed();
  }, [available.isError, onStatusesFailed]);

  const statuses = advisedFirst(available.data?.list ?? []);
  const chosen = statuses.find((status) => status.status === statusCode) ?? null;
  const showTransactions = showsOutboundTransactions({
    hasOutboundTransactions: alert.trans_out.length > 0 || transactions.length > 0,
    chosenStatusCode: statusCode,
  });
  const offersIncident =
    chosen !== null &&
    offersStatusChangeWithIncident({ hasIncident: alert.incident_id !== null, newStatusId: chosen.id });

  // The '* transactions added' marker (spec 2 §4.2).
  const changeTransactions = (next: AlertTransaction[]) => {
    const notes: string = form.getFieldValue('notes') ?? '';
    if (next.length > transactions.length) {
      form.setFieldValue('notes', notesAfterTransactionAdded(notes, transactions.length));
    } else if (next.length === 0) {
      form.setFieldValue('notes', notesAfterTransactionsCleared(notes));
    }
    setTransactions(next);
    setInvalidRows(new Set());
  };

  const submit = async (withIncident: boolean) => {
    const values = form.getFieldsValue();
    const checked = validate(makeSetStatusSchema(), {
      id: alert.id,
      status: values.status ?? '',
      notes: values.notes ?? '',
      transactions: showTransactions ? transactions : [],
    });
    form.setFields([
      { name: 'status', errors: [] },
      { name: 'notes', errors: [] },
    ]);
    if (!checked.success) {
      form.setFields(
        checked.errors
          .filter((error) => error.field === 'status' || error.field === 'notes')
          .map((error) => ({ name: error.field as keyof FormValues, errors: [tm(error.key, error.params)] })),
      );
      setInvalidRows(invalidRowsOf(checked.errors));
      return;
    }
    setBusy(true);
    try {
      await alertApi.setStatus(checked.data);
      void message.success(tm('alert_status_changed'));
    } catch {
      // The HTTP client has said why.
      setBusy(false);
      onFailed();
      return;
    }
    if (withIncident) {
      await alertApi.createIncident(alert.id).then(
        (created) => void message.success(t('change.incidentCreated', { id: created.incident_id })),
        () => undefined,
      );
    }
    setBusy(false);
    onChanged();
  };

  return (
    <Flex vertical gap="middle" data-testid="change-status-form">
      <Form<FormValues> form={form} layout="vertical" name={`fpt_change_${alert.id}`}>
        <Form.Item name="status" label={t('change.newStatus')} required>
          <Select
            loading={available.isLoading}
            options={statuses.map((status) => ({
              value: status.status,
              label: (
                <Flex gap={6} align="center">
                  <span>{status.name}</span>
                  {status.advice ? <Tag color="green">{t('change.advised')}</Tag> : null}
                </Flex>
              ),
              title: status.description,
            }))}
          />
        </Form.Item>
        {chosen?.description ? (
          <Typography.Paragraph type="secondary">{chosen.description}</Typography.Paragraph>
        ) : null}
        {showTransactions && (
          <Form.Item label={t('dialog.outgoing')}>
            <OutgoingTransactionsEditor
              value={transactions}
              onChange={changeTransactions}
              invalidRows={invalidRows}
            />
          </Form.Item>
        )}
        {invalidRows.size > 0 && (
          <Alert type="error" showIcon title={t('change.transactionErrors')} style={{ marginBottom: 16 }} />
        )}
        <Form.Item name="notes" label={t('change.notes')} required>
          <Input.TextArea maxLength={FPT_TEXT_MAX_LENGTH} showCount autoSize={{ minRows: 3, maxRows: 8 }} />
        </Form.Item>
      </Form>
      <RecordFooter
        start={
          offersIncident ? (
            <Button loading={busy} onClick={() => void submit(true)}>
              {t('change.confirmWithIncident')}
            </Button>
          ) : null
        }
        closeLabel={t('change.cancel')}
        onClose={onCancel}
        primary={{ label: t('change.confirm'), loading: busy, onClick: () => void submit(false) }}
      />
    </Flex>
  );
}
