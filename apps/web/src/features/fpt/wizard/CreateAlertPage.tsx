import { Button, Card, Flex, Form, Spin, Steps } from 'antd';
import { useFptTranslation } from '../useFptTranslation';
import { EMPTY_ALERT, type AlertFormValues } from './alertForm';
import { AlertResult } from './AlertResult';
import { DetailsStep } from './DetailsStep';
import { ReceiverStep } from './ReceiverStep';
import { useAlertWizard } from './useAlertWizard';

/** The steps bar's position of each wizard state. */
const STEP_INDEX = { 0: 0, 1: 1, 2: 2, result: 3 } as const;

/**
 * The create-alert wizard at /fpt/request (spec 2 §2.1, §4.1): receiver, details, waiting for the
 * issuer, then the result. One form keeps every step's values (an unmounted step keeps its own).
 */
export function CreateAlertPage() {
  const { t } = useFptTranslation();
  const [form] = Form.useForm<AlertFormValues>();
  const wizard = useAlertWizard(form);
  const { step } = wizard;

  return (
    <Card>
      <Flex vertical gap="large">
        <Steps
          current={STEP_INDEX[step]}
          items={[
            { title: t('wizard.steps.receiver') },
            { title: t('wizard.steps.details') },
            { title: t('wizard.steps.waiting') },
            { title: t('wizard.steps.result') },
          ]}
        />
        <Form<AlertFormValues> form={form} name="fptAlert" layout="vertical" initialValues={EMPTY_ALERT}>
          {step === 0 ? <ReceiverStep /> : null}
          {step === 1 && wizard.numbers && wizard.senderVerdict ? (
            <DetailsStep numbers={wizard.numbers} senderVerdict={wizard.senderVerdict} />
          ) : null}
        </Form>
        {step === 2 ? (
          <Flex justify="center">
            <Spin size="large" tip={t('wizard.waiting')}>
              <div style={{ padding: 48 }} />
            </Spin>
          </Flex>
        ) : null}
        {step === 'result' && wizard.created ? <AlertResult alert={wizard.created} /> : null}
        <Flex gap="small" justify="end">
          <Button disabled={!wizard.prevEnabled} onClick={wizard.prev}>
            {step === 'result' ? t('wizard.newAlert') : t('wizard.prev')}
          </Button>
          {step === 'result' ? null : (
            <Button
              type="primary"
              loading={wizard.busy}
              disabled={wizard.nextBlocked}
              onClick={() => void wizard.next()}
            >
              {t('wizard.next')}
            </Button>
          )}
        </Flex>
      </Flex>
    </Card>
  );
}
