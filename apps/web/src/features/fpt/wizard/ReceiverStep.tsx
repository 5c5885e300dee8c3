import { RECEIVER_INPUT_MAX_LENGTH } from '@afx/domain';
import { Alert, Form, Input, Switch } from 'antd';
import { useFptTranslation } from '../useFptTranslation';
import { numberRule } from './alertRules';

/** Step 0 (spec 2 §2.1, exchange.md): the receiver's and the sender's numbers, fraud or prevented. */
export function ReceiverStep() {
  const { t, language } = useFptTranslation();
  const numberField = (name: 'recipient_number' | 'sender_number', label: string) => (
    <Form.Item name={name} label={label} required rules={[numberRule(language)]}>
      <Input
        aria-label={label}
        maxLength={RECEIVER_INPUT_MAX_LENGTH}
        placeholder={t('wizard.receiver.numberPlaceholder')}
        autoComplete="off"
      />
    </Form.Item>
  );
  return (
    <>
      {numberField('recipient_number', t('wizard.receiver.recipientNumber'))}
      {numberField('sender_number', t('wizard.receiver.senderNumber'))}
      <Form.Item name="prevented_fraud" label={t('wizard.receiver.prevented')} valuePropName="checked">
        <Switch
          aria-label={t('wizard.receiver.prevented')}
          checkedChildren={t('wizard.receiver.prevent')}
          unCheckedChildren={t('wizard.receiver.fraud')}
        />
      </Form.Item>
      <Alert type="info" showIcon title={t('wizard.receiver.startingNote')} />
    </>
  );
}
