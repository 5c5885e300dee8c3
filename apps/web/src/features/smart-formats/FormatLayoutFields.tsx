import {
  AMOUNT_EXAMPLES,
  COLUMN_SEPARATORS,
  DATE_FORMAT_OPTIONS,
  separatorHexCode,
  TIME_FORMAT_OPTIONS,
} from '@afx/domain';
import { AutoComplete, Col, Form, Input, Radio, Row, Select } from 'antd';
import { formatFieldRule } from './formatRules';
import { useSmartFormatsTranslation } from './useSmartFormatsTranslation';

interface FormatLayoutFieldsProps {
  n: number;
}

/** How a pasted row is cut and read: date and time patterns, the separators, the decimal mark. */
export function FormatLayoutFields({ n }: FormatLayoutFieldsProps) {
  const { t, tm } = useSmartFormatsTranslation();
  const form = Form.useFormInstance();
  const separator = (Form.useWatch('dt_separator', form) as string | undefined) ?? '';
  const hex = separatorHexCode(separator);
  return (
    <Row gutter={16}>
      <Col span={8}>
        <Form.Item
          name="data_format"
          label={t('dialog.dataFormat')}
          required
          rules={[formatFieldRule('data_format', n, tm)]}
        >
          <AutoComplete
            options={DATE_FORMAT_OPTIONS.map((pattern) => ({ value: pattern }))}
            aria-label={t('dialog.dataFormat')}
          />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item
          name="time_format"
          label={t('dialog.timeFormat')}
          required
          rules={[formatFieldRule('time_format', n, tm)]}
        >
          <AutoComplete
            options={TIME_FORMAT_OPTIONS.map((pattern) => ({ value: pattern }))}
            aria-label={t('dialog.timeFormat')}
          />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item
          name="dt_separator"
          label={t('dialog.dtSeparator')}
          required
          rules={[formatFieldRule('dt_separator', n, tm)]}
          extra={hex ? t('dialog.hexCode', { code: hex }) : undefined}
        >
          <Input aria-label={t('dialog.dtSeparator')} style={{ fontFamily: 'monospace' }} />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item name="column_separator" label={t('dialog.columnSeparator')} required>
          <Select
            aria-label={t('dialog.columnSeparator')}
            options={COLUMN_SEPARATORS.map((mark) => ({
              value: mark,
              label: mark === '\t' ? t('dialog.tab') : `${mark}  (${separatorHexCode(mark)})`,
            }))}
          />
        </Form.Item>
      </Col>
      <Col span={16}>
        <Form.Item name="amount_use_semicolon" label={t('dialog.amountMark')} required>
          <Radio.Group
            aria-label={t('dialog.amountMark')}
            options={[
              { value: true, label: t('dialog.comma', { example: AMOUNT_EXAMPLES.comma }) },
              { value: false, label: t('dialog.dot', { example: AMOUNT_EXAMPLES.dot }) },
            ]}
          />
        </Form.Item>
      </Col>
    </Row>
  );
}
