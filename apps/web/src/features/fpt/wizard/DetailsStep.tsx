import { FPT_WIZARD_LIMITS, translateIssue, type FieldError, type SenderIssuerVerdict } from '@afx/domain';
import { useQuery } from '@tanstack/react-query';
import { AutoComplete, Flex, Form, Input, Select, Typography } from 'antd';
import { useProfile } from '../../../app/auth/profileContext';
import { useFptTranslation } from '../useFptTranslation';
import type { AlertFormValues } from './alertForm';
import { alertFieldRule } from './alertRules';
import { IssuerSummary } from './IssuerSummary';
import { PasteSection } from './PasteSection';
import { TransactionList } from './TransactionList';
import { TRANSACTION_FIELDS, type TransactionField, type TransactionRow } from './transactionRow';
import type { LookedUpNumbers } from './useAlertWizard';
import { fraudTypesQuery, myEmailQuery } from './wizardQueries';

export interface DetailsStepProps {
  numbers: LookedUpNumbers;
  senderVerdict: SenderIssuerVerdict;
}

/** 'transactions.2.amount' → row 3 and its field, for the list's messages. */
function rowErrorPlace(field: string): { row: number; field: TransactionField } | null {
  const [, index, name] = field.split('.');
  if (index === undefined || name === undefined) return null;
  return (TRANSACTION_FIELDS as readonly string[]).includes(name)
    ? { row: Number(index) + 1, field: name as TransactionField }
    : null;
}

/**
 * Step 1 (spec 2 §2.1): the numbers and their issuers, then the alert's details, each field checked
 * with the domain's block request rules. A receiver's issuer that is not supported replaces the form.
 * The prevented-fraud flag switches the labels between 'fraud' and 'prevent'.
 */
export function DetailsStep({ numbers, senderVerdict }: DetailsStepProps) {
  const { t, language } = useFptTranslation();
  const profile = useProfile();
  const form = Form.useFormInstance<AlertFormValues>();
  const prevented = Form.useWatch('prevented_fraud', { form, preserve: true }) === true;
  const fraudTypes = useQuery(fraudTypesQuery(language));
  const myEmail = useQuery(myEmailQuery());
  const describe = (error: FieldError) => translateIssue(error, language);
  const describeTransaction = (error: FieldError) => {
    const place = rowErrorPlace(error.field);
    if (!place) return describe(error);
    return t('wizard.transactions.rowError', {
      row: place.row,
      field: t(`wizard.transactions.field.${place.field}`),
      message: describe(error),
    });
  };
  const fraudTypeId = Form.useWatch('fraud_type_id', form);
  const selectedType = fraudTypes.data?.find((type) => type.id === fraudTypeId);

  const summary = (
    <IssuerSummary numbers={numbers} senderVerdict={senderVerdict} ownOrgName={profile.org_name} />
  );
  if (numbers.recipient.issuer.outcome === 'not_supported') return summary;

  const append = (rows: TransactionRow[]) => {
    const current = (form.getFieldValue('transactions') as TransactionRow[] | undefined) ?? [];
    form.setFieldValue('transactions', [...current, ...rows]);
  };

  return (
    <Flex vertical gap="middle">
      {summary}
      <div>
        <Form.Item
          name="fraud_type_id"
          label={t(prevented ? 'wizard.details.preventType' : 'wizard.details.fraudType')}
          required
          rules={[alertFieldRule('fraud_type_id', describe)]}
          extra={selectedType?.description}
        >
          <Select
            aria-label={t(prevented ? 'wizard.details.preventType' : 'wizard.details.fraudType')}
            loading={fraudTypes.isPending}
            optionLabelProp="label"
            options={(fraudTypes.data ?? []).map((type) => ({
              value: type.id,
              label: type.name,
              description: type.description,
            }))}
            optionRender={(option) => (
              <Flex vertical>
                <span>{option.data.label}</span>
                <Typography.Text type="secondary" style={{ whiteSpace: 'normal' }}>
                  {option.data.description}
                </Typography.Text>
              </Flex>
            )}
          />
        </Form.Item>
        <Form.Item
          name="reply_email"
          label={t('wizard.details.replyEmail')}
          required
          rules={[alertFieldRule('reply_email', describe)]}
        >
          <AutoComplete
            aria-label={t('wizard.details.replyEmail')}
            maxLength={FPT_WIZARD_LIMITS.emailMax}
            options={myEmail.data ? [{ value: myEmail.data }] : []}
          />
        </Form.Item>
        <Form.Item
          name="parent_id"
          label={t('wizard.details.parentId')}
          extra={t('wizard.details.parentIdHelp')}
          rules={[alertFieldRule('parent_id', describe)]}
        >
          <Input aria-label={t('wizard.details.parentId')} maxLength={FPT_WIZARD_LIMITS.parentIdMax} />
        </Form.Item>
        <Form.Item
          name="transactions"
          label={t(prevented ? 'wizard.details.preventTransactions' : 'wizard.details.fraudTransactions')}
          required
          rules={[alertFieldRule('transactions', describeTransaction)]}
        >
          <TransactionList />
        </Form.Item>
        <PasteSection onAppend={append} />
        <Form.Item
          name="description"
          label={t(prevented ? 'wizard.details.preventDescription' : 'wizard.details.fraudDescription')}
          required
          rules={[alertFieldRule('description', describe)]}
          style={{ marginTop: 24 }}
        >
          <Input.TextArea
            aria-label={t(
              prevented ? 'wizard.details.preventDescription' : 'wizard.details.fraudDescription',
            )}
            rows={5}
            showCount
            maxLength={FPT_WIZARD_LIMITS.descriptionMax}
          />
        </Form.Item>
      </div>
    </Flex>
  );
}
