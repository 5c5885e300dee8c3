import {
  ISSUER_REPLY_LIMITS,
  checkRejectionNotesChanged,
  makeIssuerReplySchema,
  validate,
  type FieldError,
} from '@afx/domain';
import { Alert, App, Checkbox, Col, Flex, Form, Input, Row, Typography } from 'antd';
import { useState } from 'react';
import { RecordFooter } from '../../../components/record';
import { OutgoingTransactionsEditor } from '../../fpt';
import { crcApi } from '../api/crcApi';
import { useDefaultAcquirerId } from '../api/crcQueries';
import type { CrcGeodataPoint, CrcRequest, CrcTransaction } from '../api/types';
import { useCrcTranslation } from '../useCrcTranslation';
import { GeodataEditor } from './GeodataEditor';

export type ReplyKind = 'reply' | 'reject';

interface CrcReplyFormProps {
  request: CrcRequest;
  kind: ReplyKind;
  /** From a rejection to a reply: the notes start empty and the type change is pointed out. */
  switched?: boolean;
  /** Cancel (the dialog asks first and reads the request again). */
  onCancel: () => void;
  /** Sent: read everything again. */
  onSent: () => void;
}

type FormValues = { recipient_cardholder_id?: string; recipient_cardholder_name?: string; notes?: string };
const TEXT_FIELDS = ['recipient_cardholder_id', 'recipient_cardholder_name', 'notes'] as const;

/** The row numbers of a list the rules refuse ('transactions.2.amount' → 2). */
function invalidRowsOf(errors: readonly FieldError[], list: string): Set<number> {
  return new Set(
    errors.flatMap((error) => {
      const match = new RegExp(`^${list}\\.(\\d+)`).exec(error.field);
      return match ? [Number(match[1])] : [];
    }),
  );
}

/**
 * The issuer's reply or rejection (spec 2 §2.7, §3.12, §5.3). A reply: transactions (pasted with
 * the organisation's Crime Check format, or typed), offline transactions (ATM/POS), geodata on the
 * map, the cardholder's tax id and name, notes, 'funds were not used'; at least one of them
 * ('required data'). A rejection: notes, required and changed from the previous ones.
 */
export function CrcReplyForm({ request, kind, switched = false, onCancel, onSent }: CrcReplyFormProps) {
  const { t, tm } = useCrcTranslation();
  // A transaction added by hand starts with the bank's default acquirer id (spec 2 §7.2).
  const defaultAcquirer = useDefaultAcquirerId();
  const newRow = defaultAcquirer ? { acquirer_id: defaultAcquirer } : undefined;
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const previous = request.issuer_reply;
  // An edit starts from what was sent; a switch from a rejection starts a reply afresh.
  const start = previous && !switched && previous.is_rejected === (kind === 'reject') ? previous : null;
  const [transactions, setTransactions] = useState<CrcTransaction[]>(() => [...(start?.transactions ?? [])]);
  const [offline, setOffline] = useState<CrcTransaction[]>(() => [
    ...(start?.last_offline_transactions ?? []),
  ]);
  const [geodata, setGeodata] = useState<CrcGeodataPoint[]>(() => [
    ...(start?.last_authorization_geodata ?? []),
  ]);
  const [fundsNotUsed, setFundsNotUsed] = useState(start?.funds_were_not_used ?? false);
  const [problem, setProblem] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<{ online: Set<number>; offline: Set<number> }>({
    online: new Set(),
    offline: new Set(),
  });
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const values = form.getFieldsValue();
    form.setFields(TEXT_FIELDS.map((name) => ({ name, errors: [] })));
    setProblem(null);
    if (kind === 'reject') {
      // An edited rejection must say something new (spec 2 §5.3).
      const notesProblem = checkRejectionNotesChanged(
        values.notes ?? '',
        previous?.is_rejected ? previous.notes : null,
      );
      if (notesProblem) {
        form.setFields([{ name: 'notes', errors: [tm(notesProblem)] }]);
        return;
      }
    }
    const body =
      kind === 'reject'
        ? { request_id: request.id, is_rejected: true, notes: values.notes ?? '' }
        : {
            request_id: request.id,
            is_rejected: false,
            funds_were_not_used: fundsNotUsed,
            transactions,
            last_offline_transactions: offline,
            last_authorization_geodata: geodata,
            recipient_cardholder_id: values.recipient_cardholder_id ?? '',
            recipient_cardholder_name: values.recipient_cardholder_name ?? '',
            notes: values.notes ?? '',
          };
    const checked = validate(makeIssuerReplySchema(), body);
    if (!checked.success) {
      const fieldErrors = checked.errors.filter((error) =>
        (TEXT_FIELDS as readonly string[]).includes(error.field),
      );
      form.setFields(
        fieldErrors.map((error) => ({
          name: error.field as keyof FormValues,
          errors: [tm(error.key, error.params)],
        })),
      );
      setInvalid({
        online: invalidRowsOf(checked.errors, 'transactions'),
        offline: invalidRowsOf(checked.errors, 'last_offline_transactions'),
      });
      const general = checked.errors.find((error) => error.field === '');
      if (general) setProblem(tm(general.key, general.params));
      else if (fieldErrors.length === 0) setProblem(t('reply.transactionErrors'));
      return;
    }
    setBusy(true);
    try {
      const answer = await crcApi.reply({ ...checked.data, update_dt: request.update_dt });
      if (answer.status_id !== request.status_id) void message.success(tm('request_status_changed'));
      void message.success(tm('reply_sent_to_police'));
      onSent();
    } catch {
      // The HTTP client has said why (a stale request: 409); the form stays.
    } finally {
      setBusy(false);
    }
  };

  const notesLabel = kind === 'reject' ? t('reply.rejectNotes') : t('reply.notes');
  return (
    <Flex vertical gap="middle" data-testid="crc-reply-form">
      <Typography.Title level={5}>
        {kind === 'reject' ? t('dialog.rejection') : t('dialog.reply')}
      </Typography.Title>
      {switched ? <Alert type="warning" showIcon title={tm('reply_type_changed')} /> : null}
      {kind === 'reply' && (
        <>
          <section aria-label={t('reply.transactions')}>
            <Typography.Text strong>{t('reply.transactions')}</Typography.Text>
            <OutgoingTransactionsEditor
              value={transactions}
              onChange={(next) => {
                setTransactions(next);
                setInvalid((current) => ({ ...current, online: new Set() }));
              }}
              invalidRows={invalid.online}
              label={t('reply.transactions')}
              paste={{ smartZone: 'crc', variant: 'full', noFormatsText: t('reply.noFormats') }}
              newRow={newRow}
            />
          </section>
          <section aria-label={t('reply.offline')}>
            <Typography.Text strong>{t('reply.offline')}</Typography.Text>
            <OutgoingTransactionsEditor
              value={offline}
              onChange={(next) => {
                setOffline(next);
                setInvalid((current) => ({ ...current, offline: new Set() }));
              }}
              invalidRows={invalid.offline}
              label={t('reply.offline')}
              paste={{ smartZone: 'crc', variant: 'offline', noFormatsText: t('reply.noFormats') }}
              newRow={newRow}
            />
          </section>
          <section aria-label={t('reply.geodata')}>
            <Typography.Text strong>{t('reply.geodata')}</Typography.Text>
            <GeodataEditor value={geodata} onChange={setGeodata} />
          </section>
        </>
      )}
      <Form<FormValues>
        form={form}
        layout="vertical"
        name={`crc_${kind}_${request.id}`}
        initialValues={{
          recipient_cardholder_id: start?.recipient_cardholder_id ?? undefined,
          recipient_cardholder_name: start?.recipient_cardholder_name ?? undefined,
          notes: start?.notes ?? undefined,
        }}
      >
        {kind === 'reply' && (
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item name="recipient_cardholder_id" label={t('reply.cardholderId')}>
                <Input maxLength={10} inputMode="numeric" autoComplete="off" />
              </Form.Item>
            </Col>
            <Col xs={24} md={16}>
              <Form.Item name="recipient_cardholder_name" label={t('reply.cardholderName')}>
                <Input maxLength={ISSUER_REPLY_LIMITS.cardholderNameMax} autoComplete="off" />
              </Form.Item>
            </Col>
          </Row>
        )}
        <Form.Item name="notes" label={notesLabel} required={kind === 'reject'}>
          <Input.TextArea
            maxLength={ISSUER_REPLY_LIMITS.notesMax}
            showCount
            autoSize={{ minRows: 3, maxRows: 8 }}
          />
        </Form.Item>
        {kind === 'reply' && (
          <Checkbox checked={fundsNotUsed} onChange={(event) => setFundsNotUsed(event.target.checked)}>
            {t('reply.fundsNotUsed')}
          </Checkbox>
        )}
      </Form>
      {problem ? <Alert type="error" showIcon title={problem} /> : null}
      <RecordFooter
        closeLabel={t('reply.cancel')}
        onClose={onCancel}
        primary={{
          label: kind === 'reject' ? t('reply.sendRejection') : t('reply.send'),
          loading: busy,
          onClick: () => void submit(),
        }}
      />
    </Flex>
  );
}
