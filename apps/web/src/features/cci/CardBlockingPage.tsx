import {
  CARD_BLOCKING_LIMITS,
  type CardBlockingStep,
  cardBlockingBack,
  cardBlockingNextEnabled,
  checkCardNumber,
  fieldErrorsOf,
  makeCardInfoRequestSchema,
  normalizeCardNumberInput,
  normalizeLooseDate,
  padAmountDecimals,
} from '@afx/domain';
import { Alert, Button, Card, Descriptions, Flex, Form, Input, Spin, Steps, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../api/http';
import { CopyButton } from '../../components/copy/CopyButton';
import { type CciAnswerView, type CciIssuer, cciApi } from './cciApi';
import { useCciTranslation } from './useCciTranslation';

interface DetailsValues {
  tran_date: string;
  amount: string;
  applicant_name: string;
  notes: string;
}

const EMPTY_DETAILS: DetailsValues = { tran_date: '', amount: '', applicant_name: '', notes: '' };

/**
 * The card-blocking information wizard at /cci (spec 3 §2.6, §4): 0 the card, 1 the details (or the
 * notice when the issuer cannot be asked), 2 waiting for the issuer's system, 3 its answer.
 */
export function CardBlockingPage() {
  const { t, tm } = useCciTranslation();
  const [step, setStep] = useState<CardBlockingStep>(0);
  const [pan, setPan] = useState('');
  const [panError, setPanError] = useState<string | null>(null);
  const [issuer, setIssuer] = useState<CciIssuer | null>(null);
  const [answer, setAnswer] = useState<CciAnswerView | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<DetailsValues>();

  const reset = () => {
    setStep(0);
    setPan('');
    setPanError(null);
    setIssuer(null);
    setAnswer(null);
    setFailure(null);
    form.resetFields();
  };

  const lookUp = async () => {
    const key = checkCardNumber(pan);
    setPanError(key ? tm(key) : null);
    if (key) return;
    setBusy(true);
    try {
      setIssuer(await cciApi.findIssuer(pan));
      setFailure(null);
      setStep(1);
    } catch {
      // The client has shown why; the user stays on the card.
    } finally {
      setBusy(false);
    }
  };

  const ask = async () => {
    const values = { ...EMPTY_DETAILS, ...form.getFieldsValue() };
    const body = { pan, ...values };
    const errors = fieldErrorsOf(makeCardInfoRequestSchema(), body);
    form.setFields(
      (Object.keys(EMPTY_DETAILS) as (keyof DetailsValues)[]).map((name) => {
        const error = errors.find((e) => e.field === name);
        return { name, errors: error ? [tm(error.key, error.params)] : [] };
      }),
    );
    if (errors.length > 0) return;
    setFailure(null);
    setStep(2);
    try {
      setAnswer(await cciApi.info(makeCardInfoRequestSchema().parse(body)));
      setStep(3);
    } catch (error) {
      setFailure(errorText(error));
      setStep(1);
    }
  };

  const back = cardBlockingBack(step);
  const nextEnabled = cardBlockingNextEnabled(step, issuer);
  const issuerText = issuer
    ? [issuer.issuer_org_name, issuer.issuer_country_name].filter(Boolean).join(', ')
    : '';

  return (
    <Card title={tm('route_cci')} extra={<Link to="/cci/requests">{t('history')}</Link>}>
      <Flex vertical gap="large">
        <Steps
          current={step}
          items={[
            { title: t('steps.lookup') },
            { title: t('steps.details') },
            { title: t('steps.waiting') },
            { title: t('steps.answer') },
          ]}
        />
        {step === 0 ? (
          <Flex vertical gap="middle">
            <Form layout="vertical" onFinish={() => void lookUp()}>
              <Form.Item
                label={t('lookup.card')}
                required
                validateStatus={panError ? 'error' : undefined}
                help={panError}
              >
                <Input
                  aria-label={t('lookup.card')}
                  value={pan}
                  maxLength={CARD_BLOCKING_LIMITS.cardInputMax}
                  placeholder={t('lookup.cardPlaceholder')}
                  autoComplete="off"
                  onChange={(event) => setPan(normalizeCardNumberInput(event.target.value))}
                  onPressEnter={() => void lookUp()}
                />
              </Form.Item>
            </Form>
            <Typography.Text type="secondary">{t('lookup.demoHelp')}</Typography.Text>
          </Flex>
        ) : null}
        {step === 1 && issuer ? (
          <Flex vertical gap="middle">
            <Descriptions
              bordered
              size="small"
              column={1}
              items={[
                { key: 'card', label: t('details.card'), children: pan },
                { key: 'issuer', label: t('details.issuer'), children: issuerText || '—' },
              ]}
            />
            {issuer.outcome === 'not_found' ? (
              <Alert
                type="warning"
                showIcon
                title={t('details.notFoundTitle')}
                description={t('details.notFound')}
              />
            ) : null}
            {issuer.outcome !== 'not_found' && !issuer.info_support ? (
              <Alert
                type="warning"
                showIcon
                title={t('details.notConnectedTitle')}
                description={tm('cci_issuer_not_connected', {
                  name: issuer.issuer_org_name ?? '',
                  country: issuer.issuer_country_name ?? '',
                })}
              />
            ) : null}
            {failure ? (
              <Alert type="error" showIcon title={t('details.failed')} description={failure} />
            ) : null}
            {issuer.info_support ? (
              <Form<DetailsValues>
                form={form}
                name="cciDetails"
                layout="vertical"
                initialValues={EMPTY_DETAILS}
              >
                <Form.Item name="tran_date" label={t('details.tranDate')} required>
                  <Input
                    aria-label={t('details.tranDate')}
                    placeholder={t('details.tranDatePlaceholder')}
                    autoComplete="off"
                    onBlur={(event) => {
                      const normal = normalizeLooseDate(event.target.value);
                      if (normal) form.setFieldValue('tran_date', normal);
                    }}
                  />
                </Form.Item>
                <Form.Item name="amount" label={t('details.amount')} required>
                  <Input
                    aria-label={t('details.amount')}
                    inputMode="decimal"
                    autoComplete="off"
                    onBlur={(event) => form.setFieldValue('amount', padAmountDecimals(event.target.value))}
                  />
                </Form.Item>
                <Form.Item name="applicant_name" label={t('details.applicant')} required>
                  <Input
                    aria-label={t('details.applicant')}
                    maxLength={CARD_BLOCKING_LIMITS.applicantNameMax}
                  />
                </Form.Item>
                <Form.Item name="notes" label={t('details.notes')} required>
                  <Input.TextArea
                    aria-label={t('details.notes')}
                    rows={4}
                    maxLength={CARD_BLOCKING_LIMITS.notesMax}
                    showCount
                  />
                </Form.Item>
              </Form>
            ) : null}
          </Flex>
        ) : null}
        {step === 2 ? (
          <Flex justify="center">
            <Spin size="large" tip={t('waiting')}>
              <div style={{ padding: 48 }} />
            </Spin>
          </Flex>
        ) : null}
        {step === 3 && answer ? (
          <Flex vertical gap="small">
            <Flex justify="space-between" align="center">
              <Typography.Title level={5} style={{ margin: 0 }}>
                {t('answer.title')}
              </Typography.Title>
              <CopyButton text={answer.info} label={t('answer.copy')} successMessage={tm('copied')} />
            </Flex>
            <Input.TextArea
              aria-label={t('answer.title')}
              readOnly
              value={answer.info}
              autoSize={{ minRows: 6 }}
            />
          </Flex>
        ) : null}
        <Flex gap="small" justify="end">
          <Button disabled={!back.enabled} onClick={step === 3 ? reset : () => setStep(back.target)}>
            {step === 3 ? t('newRequest') : t('back')}
          </Button>
          {step === 3 ? null : (
            <Button
              type="primary"
              loading={busy || step === 2}
              disabled={!nextEnabled}
              onClick={() => void (step === 0 ? lookUp() : ask())}
            >
              {t('next')}
            </Button>
          )}
        </Flex>
      </Flex>
    </Card>
  );
}
