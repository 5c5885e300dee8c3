import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { CRIME_CHECK_FILING_LIMITS } from '@afx/domain';
import { Button, Col, Form, Input, Row } from 'antd';
import { usePoliceTranslation } from '../usePoliceTranslation';
import { useFilingErrorText } from './useFilingErrorText';
import { filingRule, filingValidator } from './filingRule';

const LIST = 'incriminated_articles';

/** The incriminated articles: rows of article, part and point (1 to 20). */
export function ArticlesField() {
  const { t } = usePoliceTranslation();
  const describe = useFilingErrorText();
  const form = Form.useFormInstance();
  const cell = (index: number, field: 'article' | 'part' | 'point', required = false) => (
    <Form.Item
      name={[index, field]}
      label={t(`form.${field}`)}
      required={required}
      validateTrigger="onBlur"
      rules={[filingRule([LIST, index, field], describe)]}
    >
      <Input
        aria-label={`${t(`form.${field}`)} ${index + 1}`}
        maxLength={CRIME_CHECK_FILING_LIMITS.articleFieldMax}
        autoComplete="off"
      />
    </Form.Item>
  );
  return (
    <Form.List name={LIST} rules={[filingValidator(LIST, form, describe)]}>
      {(fields, { add, remove }, { errors }) => (
        <div data-testid="articles-field">
          {fields.map((field, index) => (
            <Row key={field.key} gutter={12} align="bottom" data-testid="article-row">
              <Col xs={24} sm={8}>
                {cell(index, 'article', true)}
              </Col>
              <Col xs={10} sm={6}>
                {cell(index, 'part')}
              </Col>
              <Col xs={10} sm={6}>
                {cell(index, 'point')}
              </Col>
              <Col xs={4} sm={4}>
                <Form.Item label=" " colon={false}>
                  <Button
                    icon={<DeleteOutlined aria-hidden />}
                    aria-label={`${t('form.removeArticle')} ${index + 1}`}
                    disabled={fields.length === 1}
                    onClick={() => remove(index)}
                  />
                </Form.Item>
              </Col>
            </Row>
          ))}
          <Form.ErrorList errors={errors} />
          <Button
            icon={<PlusOutlined aria-hidden />}
            disabled={fields.length >= CRIME_CHECK_FILING_LIMITS.articlesMax}
            onClick={() => add({})}
          >
            {t('form.addArticle')}
          </Button>
        </div>
      )}
    </Form.List>
  );
}
