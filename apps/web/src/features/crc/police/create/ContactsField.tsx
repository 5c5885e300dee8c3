import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { CRIME_CHECK_FILING_LIMITS } from '@afx/domain';
import { Button, Col, Form, Input, Row } from 'antd';
import { usePoliceTranslation } from '../usePoliceTranslation';
import { useFilingErrorText } from './useFilingErrorText';
import { filingRule, filingValidator } from './filingRule';

const LIST = 'fraudster_contacts';

/** The fraudsters' contacts: rows of name and phone (up to 20; none is fine). */
export function ContactsField() {
  const { t } = usePoliceTranslation();
  const describe = useFilingErrorText();
  const form = Form.useFormInstance();
  const cell = (index: number, field: 'name' | 'phone') => {
    const label = field === 'name' ? t('form.contactName') : t('form.contactPhone');
    return (
      <Form.Item
        name={[index, field]}
        label={label}
        validateTrigger="onBlur"
        rules={[filingRule([LIST, index, field], describe)]}
      >
        <Input
          aria-label={`${label} ${index + 1}`}
          maxLength={field === 'name' ? CRIME_CHECK_FILING_LIMITS.contactNameMax : 20}
          autoComplete="off"
        />
      </Form.Item>
    );
  };
  return (
    <Form.List name={LIST} rules={[filingValidator(LIST, form, describe)]}>
      {(fields, { add, remove }, { errors }) => (
        <div data-testid="contacts-field">
          {fields.map((field, index) => (
            <Row key={field.key} gutter={12} align="bottom" data-testid="contact-row">
              <Col xs={24} sm={11}>
                {cell(index, 'name')}
              </Col>
              <Col xs={20} sm={9}>
                {cell(index, 'phone')}
              </Col>
              <Col xs={4} sm={4}>
                <Form.Item label=" " colon={false}>
                  <Button
                    icon={<DeleteOutlined aria-hidden />}
                    aria-label={`${t('form.removeContact')} ${index + 1}`}
                    onClick={() => remove(index)}
                  />
                </Form.Item>
              </Col>
            </Row>
          ))}
          <Form.ErrorList errors={errors} />
          <Button
            icon={<PlusOutlined aria-hidden />}
            disabled={fields.length >= CRIME_CHECK_FILING_LIMITS.contactsMax}
            onClick={() => add({})}
          >
            {t('form.addContact')}
          </Button>
        </div>
      )}
    </Form.List>
  );
}
