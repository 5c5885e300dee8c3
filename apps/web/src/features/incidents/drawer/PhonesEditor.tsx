import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  DEFAULT_PHONE_TYPE,
  MAX_PHONES_PER_INCIDENT,
  PHONE_TYPES,
  keepDigits,
  normalizePhone,
  type PhoneType,
} from '@afx/domain';
import { Button, Flex, Form, Select } from 'antd';
import type { IncidentPhone } from '../api/incidentTypes';
import { useDomainText } from '../useDomainText';
import { useIncidentsTranslation } from '../useIncidentsTranslation';
import { phoneNumberRules } from './fieldRules';
import { IdentifierInput } from './IdentifierInput';
import { SharedIdentifierHint } from './SharedIdentifierHint';

/** A phone holds at most 12 digits; pasted text keeps its digits only. */
const phoneDigits = (value: string) => keepDigits(value).slice(0, 12);

interface PhonesEditorProps {
  /** The chosen required set needs at least one phone. */
  required: boolean;
  disabled: boolean;
  /** Show how many other members' incidents hold each number (new incidents). */
  showShared: boolean;
}

/** The incident's phones: at most 5, each a number and a type 1–4 (spec 1 §3, §5). */
export function PhonesEditor({ required, disabled, showShared }: PhonesEditorProps) {
  const { t } = useIncidentsTranslation();
  const { text, outcome } = useDomainText();
  const typeOptions = PHONE_TYPES.map((type: PhoneType) => ({
    value: type,
    label: text(`phone_type_${type}`),
  }));

  return (
    <Form.List
      name="phones"
      rules={[
        {
          validator: (_rule, phones: IncidentPhone[] | undefined) =>
            required && !(phones ?? []).some((phone) => phone.number.trim() !== '')
              ? Promise.reject(new Error(text('required_field')))
              : Promise.resolve(),
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <Form.Item label={t('fields.phones')} required={required}>
          <Flex vertical gap={8}>
            {fields.map((field, index) => (
              <Flex key={field.key} gap={8} align="start" data-testid="phone-row">
                <Form.Item
                  name={[field.name, 'number']}
                  rules={phoneNumberRules(false, outcome)}
                  style={{ flex: 1, marginBottom: 0 }}
                >
                  <IdentifierInput
                    aria-label={t('phones.number', { n: index + 1 })}
                    disabled={disabled}
                    normalize={phoneDigits}
                    normalizeOnBlur={normalizePhone}
                    hint={
                      showShared
                        ? (value) => <SharedIdentifierHint filter="phone_number" value={value} />
                        : undefined
                    }
                  />
                </Form.Item>
                <Form.Item name={[field.name, 'type']} style={{ width: 220, marginBottom: 0 }}>
                  <Select
                    aria-label={t('phones.type', { n: index + 1 })}
                    options={typeOptions}
                    disabled={disabled}
                  />
                </Form.Item>
                {!disabled && (
                  <Button
                    icon={<DeleteOutlined />}
                    aria-label={t('phones.remove', { n: index + 1 })}
                    onClick={() => remove(field.name)}
                  />
                )}
              </Flex>
            ))}
            {!disabled && (
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                disabled={fields.length >= MAX_PHONES_PER_INCIDENT}
                onClick={() => add({ number: '', type: DEFAULT_PHONE_TYPE })}
              >
                {t('phones.add', { max: MAX_PHONES_PER_INCIDENT })}
              </Button>
            )}
            <Form.ErrorList errors={errors} />
          </Flex>
        </Form.Item>
      )}
    </Form.List>
  );
}
