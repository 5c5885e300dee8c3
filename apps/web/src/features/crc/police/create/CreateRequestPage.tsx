import { CRIME_CHECK_FILING_LIMITS, REGISTRY_TYPES, translate } from '@afx/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Flex, Form, Input, Row, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { DateField } from '../../../../components/date-field';
import { applyServerFieldErrors } from '../../../../components/form';
import { useAccountProfile } from '../../../account';
import { PasteSection, TransactionList, type TransactionRow } from '../../../fpt';
import { policeApi, POLICE_QUERY_KEYS } from '../api/policeApi';
import type { FiledRequest } from '../api/policeTypes';
import { POLICE_ROUTES } from '../policeRoutes';
import { usePoliceTranslation } from '../usePoliceTranslation';
import { ArticlesField } from './ArticlesField';
import { ContactsField } from './ContactsField';
import { checkFiling, EMPTY_FILING, filingBodyOf, formFieldOf, type FilingFormValues } from './filingForm';
import { filingRule } from './filingRule';
import { NumberWithIssuer } from './NumberWithIssuer';
import { RequestResult } from './RequestResult';
import { useFilingErrorText } from './useFilingErrorText';

const HALF = { xs: 24, md: 12 } as const;
/** Registration numbers are 1 to 17 digits; request ids 12. */
const REG_NUMBER_MAX = 17;
const REQUEST_ID_LENGTH = 12;

/** The employee's name and e-mail from the signed-in user's profile, into fields still empty. */
function usePrefilledEmployee(form: ReturnType<typeof Form.useForm<FilingFormValues>>[0]) {
  const profile = useAccountProfile();
  const data = profile.data;
  useEffect(() => {
    if (!data) return;
    const current = form.getFieldsValue(['employee_name', 'employee_email']) as FilingFormValues;
    form.setFieldsValue({
      employee_name: current.employee_name || data.full_name,
      employee_email: current.employee_email || data.email,
    });
  }, [data, form]);
}

/**
 * /crc/police/create (issue 14): a cyber-police unit's request to the issuer of the recipient's
 * card or account, checked by the domain's filing rules before it is sent; the server's field
 * errors land under their fields. The result shows the issued id and the status it was routed to.
 */
export function CreateRequestPage() {
  const { t, language } = usePoliceTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<FilingFormValues>();
  const [busy, setBusy] = useState(false);
  const [filed, setFiled] = useState<FiledRequest | null>(null);
  usePrefilledEmployee(form);

  const describe = useFilingErrorText();
  const rule = (name: keyof FilingFormValues) => [filingRule(name, describe)];

  const submit = async () => {
    // Every field's rule checks the whole filing with the domain's schema and shows its own errors.
    const valid = await form.validateFields({ recursive: true }).then(
      () => true,
      () => false,
    );
    const values = form.getFieldsValue(true) as FilingFormValues;
    if (!valid || checkFiling(values).length > 0) {
      void message.error(t('form.fixErrors'));
      return;
    }
    setBusy(true);
    try {
      const answer = await policeApi.create(filingBodyOf(values));
      void queryClient.invalidateQueries({ queryKey: POLICE_QUERY_KEYS.lists });
      setFiled(answer);
    } catch (error) {
      applyServerFieldErrors(form, error, formFieldOf);
    } finally {
      setBusy(false);
    }
  };

  if (filed) {
    return (
      <Card>
        <RequestResult
          filed={filed}
          onAnother={() => {
            setFiled(null);
            form.resetFields();
          }}
        />
      </Card>
    );
  }

  const appendTransactions = (rows: TransactionRow[]) =>
    form.setFieldValue('fraud_transactions', [
      ...((form.getFieldValue('fraud_transactions') as TransactionRow[] | undefined) ?? []),
      ...rows,
    ]);

  return (
    <Form<FilingFormValues>
      form={form}
      name="crc_police_filing"
      layout="vertical"
      initialValues={EMPTY_FILING}
      onFinish={() => void submit()}
      onFinishFailed={() => void message.error(t('form.fixErrors'))}
      data-testid="filing-form"
    >
      <Flex vertical gap={16}>
        <Alert type="info" showIcon title={t('form.title')} description={t('form.intro')} />
        <Card size="small" title={t('form.caseSection')}>
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item
                name="registry_type"
                label={t('form.registryType')}
                required
                rules={rule('registry_type')}
              >
                <Select
                  aria-label={t('form.registryType')}
                  options={REGISTRY_TYPES.map((type) => ({
                    value: type.id,
                    label: translate(type.labelKey, language),
                  }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                name="reg_number"
                label={t('form.regNumber')}
                required
                validateTrigger="onBlur"
                rules={rule('reg_number')}
              >
                <Input
                  aria-label={t('form.regNumber')}
                  maxLength={REG_NUMBER_MAX}
                  inputMode="numeric"
                  autoComplete="off"
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                name="reg_date"
                label={t('form.regDate')}
                required
                validateTrigger="onBlur"
                rules={rule('reg_date')}
              >
                <DateField noFuture aria-label={t('form.regDate')} />
              </Form.Item>
            </Col>
          </Row>
          <Typography.Text strong>{t('form.articles')}</Typography.Text>
          <ArticlesField />
          <Row gutter={16} style={{ marginTop: 16 }}>
            <Col {...HALF}>
              <Form.Item
                name="applicant_name"
                label={t('form.applicant')}
                validateTrigger="onBlur"
                rules={rule('applicant_name')}
              >
                <Input aria-label={t('form.applicant')} maxLength={CRIME_CHECK_FILING_LIMITS.applicantMax} />
              </Form.Item>
            </Col>
            <Col {...HALF}>
              <Form.Item
                name="parent_id"
                label={t('form.parentId')}
                extra={t('form.parentIdHint')}
                validateTrigger="onBlur"
                rules={rule('parent_id')}
              >
                <Input
                  aria-label={t('form.parentId')}
                  maxLength={REQUEST_ID_LENGTH}
                  inputMode="numeric"
                  autoComplete="off"
                />
              </Form.Item>
            </Col>
            <Col {...HALF}>
              <Form.Item
                name="employee_name"
                label={t('form.employeeName')}
                required
                validateTrigger="onBlur"
                rules={rule('employee_name')}
              >
                <Input
                  aria-label={t('form.employeeName')}
                  maxLength={CRIME_CHECK_FILING_LIMITS.employeeNameMax}
                />
              </Form.Item>
            </Col>
            <Col {...HALF}>
              <Form.Item
                name="employee_email"
                label={t('form.employeeEmail')}
                required
                validateTrigger="onBlur"
                rules={rule('employee_email')}
              >
                <Input
                  aria-label={t('form.employeeEmail')}
                  type="email"
                  maxLength={CRIME_CHECK_FILING_LIMITS.employeeEmailMax}
                />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        <Card size="small" title={t('form.partiesSection')}>
          <Row gutter={16}>
            <Col {...HALF}>
              <NumberWithIssuer field="sender_number" label={t('form.senderNumber')} />
            </Col>
            <Col {...HALF}>
              <NumberWithIssuer field="recipient_number" label={t('form.recipientNumber')} />
            </Col>
          </Row>
        </Card>
        <Card size="small" title={t('form.transactionsSection')}>
          <Flex vertical gap="small">
            <PasteSection service="crc" onAppend={appendTransactions} />
            <Form.Item name="fraud_transactions" rules={rule('fraud_transactions')}>
              <TransactionList fullOnly />
            </Form.Item>
          </Flex>
        </Card>
        <Card size="small" title={t('form.contactsSection')}>
          <ContactsField />
        </Card>
        <Card size="small" title={t('form.otherSection')}>
          <Form.Item name="url" label={t('form.url')} validateTrigger="onBlur" rules={rule('url')}>
            <Input
              aria-label={t('form.url')}
              maxLength={CRIME_CHECK_FILING_LIMITS.urlMax}
              autoComplete="off"
            />
          </Form.Item>
          <Form.Item name="notes" label={t('form.notes')} validateTrigger="onBlur" rules={rule('notes')}>
            <Input.TextArea
              aria-label={t('form.notes')}
              rows={4}
              maxLength={CRIME_CHECK_FILING_LIMITS.notesMax}
              showCount
            />
          </Form.Item>
        </Card>
        <Flex gap="small" justify="end">
          <Button onClick={() => void navigate(POLICE_ROUTES.list)}>{t('form.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={busy}>
            {t('form.submit')}
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}
