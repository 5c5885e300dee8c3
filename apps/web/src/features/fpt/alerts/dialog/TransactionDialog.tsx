import {
  OFFLINE_TERMINAL_TYPES,
  TERMINAL_TYPES,
  TRANSACTION_LIMITS,
  TRANSACTION_TYPES,
  makeTransactionSchema,
  validate,
} from '@afx/domain';
import { Col, Form, Input, Modal, Row, Select } from 'antd';
import type { AlertTransaction } from '../../api/alertTypes';
import { useFptAlertsTranslation } from '../useFptAlertsTranslation';
import { TRANSACTION_FIELDS, type TransactionField } from './transactionFields';

interface TransactionDialogProps {
  /** The row being edited; a new row when null. */
  initial: AlertTransaction | null;
  onSave: (tran: AlertTransaction) => void;
  onCancel: () => void;
  /** 'offline' (a Crime Check reply's card-use places): ATM and POS terminals only. */
  mode?: 'full' | 'offline';
  /** What a new row starts with (a Crime Check reply: the bank's default acquirer id). */
  newRow?: Partial<AlertTransaction>;
}

type FormValues = Partial<Record<TransactionField, string | null>>;

const MAX_LENGTH: Partial<Record<TransactionField, number>> = {
  terminal_id: TRANSACTION_LIMITS.terminalIdMax,
  merchant_id: TRANSACTION_LIMITS.merchantIdMax,
  merchant_name: TRANSACTION_LIMITS.merchantNameMax,
  city: TRANSACTION_LIMITS.cityMax,
  transaction_notes: TRANSACTION_LIMITS.notesMax,
};

/** Empty inputs are not values: the schema then reads them as not given. */
function filledOnly(values: FormValues): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '',
    ),
  );
}

/**
 * The full transaction dialog (spec 2 §2.1, §5.1) for the outgoing transactions of a status
 * change and the transactions of a Crime Check reply (offline ones too): checked by the domain's full transaction schema, saved as the schema cleans it (padded
 * acquirer id, numeric currency, terminal fields cleared for a transfer to a recipient).
 */
export function TransactionDialog({
  initial,
  onSave,
  onCancel,
  mode = 'full',
  newRow,
}: TransactionDialogProps) {
  const { t, tm } = useFptAlertsTranslation();
  const [form] = Form.useForm<FormValues>();

  const save = () => {
    const checked = validate(
      makeTransactionSchema(mode),
      filledOnly(form.getFieldsValue(true) as FormValues),
    );
    form.setFields(TRANSACTION_FIELDS.map((name) => ({ name, errors: [] })));
    if (!checked.success) {
      form.setFields(
        checked.errors.map((error) => ({
          name: error.field as TransactionField,
          errors: [tm(error.key, error.params)],
        })),
      );
      return;
    }
    onSave(checked.data as AlertTransaction);
  };

  const text = (name: TransactionField) => (
    <Col xs={24} sm={12} md={8} key={name}>
      <Form.Item name={name} label={t(`transactions.${name}`)}>
        <Input allowClear maxLength={MAX_LENGTH[name]} autoComplete="off" />
      </Form.Item>
    </Col>
  );

  return (
    <Modal
      open
      title={initial ? t('transactions.titleEdit') : t('transactions.titleNew')}
      width="min(960px, 90%)"
      okText={t('transactions.save')}
      cancelText={t('transactions.cancel')}
      onOk={save}
      onCancel={onCancel}
      maskClosable={false}
      destroyOnHidden
    >
      <Form<FormValues>
        form={form}
        layout="vertical"
        initialValues={(initial ?? newRow ?? {}) as FormValues}
        name="fpt_transaction"
      >
        <Row gutter={12}>
          {text('date_time')}
          <Col xs={24} sm={12} md={8}>
            <Form.Item name="term_type" label={t('transactions.term_type')}>
              <Select
                allowClear
                options={(mode === 'offline' ? OFFLINE_TERMINAL_TYPES : TERMINAL_TYPES).map((value) => ({
                  value,
                  label: t(`transactions.termTypes.${value}`),
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} md={8}>
            <Form.Item name="tran_type" label={t('transactions.tran_type')}>
              <Select
                allowClear
                options={TRANSACTION_TYPES.map((value) => ({
                  value,
                  label: t(`transactions.tranTypes.${value}`),
                }))}
              />
            </Form.Item>
          </Col>
          {TRANSACTION_FIELDS.filter(
            (name) => name !== 'date_time' && name !== 'term_type' && name !== 'tran_type',
          ).map(text)}
        </Row>
      </Form>
    </Modal>
  );
}
