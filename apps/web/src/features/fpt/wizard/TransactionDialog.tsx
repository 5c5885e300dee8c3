import {
  DEFAULT_CURRENCY_CODE,
  offersUahForEmptyCurrency,
  TERMINAL_TYPES,
  TRANSACTION_TYPES,
  TRANSACTION_LIMITS,
} from '@afx/domain';
import { App, Col, Form, Input, Modal, Row, Select } from 'antd';
import { useFptTranslation } from '../useFptTranslation';
import { transactionFieldRule } from './alertRules';
import {
  checkTransaction,
  SIMPLE_FIELDS,
  TRANSACTION_FIELDS,
  type TransactionDialogMode,
  type TransactionField,
  type TransactionRow,
} from './transactionRow';

export interface TransactionDialogProps {
  mode: TransactionDialogMode;
  /** The row being edited; undefined adds one. */
  row: TransactionRow | undefined;
  onSave: (row: TransactionRow) => void;
  onClose: () => void;
}

const MAX_LENGTHS: Partial<Record<TransactionField, number>> = {
  terminal_id: TRANSACTION_LIMITS.terminalIdMax,
  merchant_id: TRANSACTION_LIMITS.merchantIdMax,
  merchant_name: TRANSACTION_LIMITS.merchantNameMax,
  city: TRANSACTION_LIMITS.cityMax,
  transaction_notes: TRANSACTION_LIMITS.notesMax,
};

/**
 * A transaction of the alert (spec 2 §2.1, §3.8): the simplified dialog (date and time, amount,
 * currency) or the full one, each checked with the domain's rules of its kind. In Ukrainian an
 * empty currency asks whether it is UAH (980) or a foreign one.
 */
export function TransactionDialog({ mode, row, onSave, onClose }: TransactionDialogProps) {
  const { t, tm, language } = useFptTranslation();
  const { modal } = App.useApp();
  const [form] = Form.useForm<TransactionRow>();
  const fields = mode === 'simple' ? SIMPLE_FIELDS : TRANSACTION_FIELDS;
  const label = (field: TransactionField) => t(`wizard.transactions.field.${field}`);

  const save = async () => {
    const valid = await form.validateFields().then(
      () => true,
      () => false,
    );
    const checked = checkTransaction(mode, form.getFieldsValue(true));
    if (valid && checked.row) onSave(checked.row);
  };

  const confirm = () => {
    if (!offersUahForEmptyCurrency(language, form.getFieldValue('currency_code') as string | undefined)) {
      void save();
      return;
    }
    modal.confirm({
      content: tm('use_uah_confirm'),
      okText: t('wizard.transactions.uah'),
      cancelText: t('wizard.transactions.foreign'),
      onOk: () => {
        form.setFieldValue('currency_code', DEFAULT_CURRENCY_CODE);
        return save();
      },
      // A foreign currency: the user types its code.
      onCancel: () => form.focusField('currency_code'),
    });
  };

  const control = (field: TransactionField) => {
    if (field === 'term_type' || field === 'tran_type') {
      const values = field === 'term_type' ? TERMINAL_TYPES : TRANSACTION_TYPES;
      const group = field === 'term_type' ? 'termType' : 'tranType';
      return (
        <Select
          aria-label={label(field)}
          allowClear
          options={values.map((value) => ({
            value,
            label: t(`wizard.transactions.${group}.${value}` as 'wizard.transactions.termType.atm'),
          }))}
        />
      );
    }
    return (
      <Input
        aria-label={label(field)}
        maxLength={MAX_LENGTHS[field]}
        placeholder={field === 'date_time' ? t('wizard.transactions.dateTimePlaceholder') : undefined}
      />
    );
  };

  return (
    <Modal
      open
      title={row ? t('wizard.transactions.dialogEdit') : t('wizard.transactions.dialogNew')}
      width={mode === 'full' ? 900 : 520}
      okText={t('wizard.transactions.save')}
      cancelText={t('wizard.transactions.cancel')}
      onOk={confirm}
      onCancel={onClose}
      mask={{ closable: false }}
    >
      <Form<TransactionRow> form={form} layout="vertical" initialValues={row ?? {}} name="fptTransaction">
        <Row gutter={16}>
          {fields.map((field) => (
            <Col key={field} span={mode === 'full' ? 8 : 24}>
              <Form.Item
                name={field}
                label={label(field)}
                rules={[transactionFieldRule(mode, field, language)]}
              >
                {control(field)}
              </Form.Item>
            </Col>
          ))}
        </Row>
      </Form>
    </Modal>
  );
}
