import { ENDPOINT_URL_MAX, checkEndpointUrl } from '@afx/domain';
import { App, Alert, Button, Card, Flex, Form, Input, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { applyServerFieldErrors } from '../../../components/form';
import { adminApi } from '../api/adminApi';
import { SYSTEM_SERVICES, type EndpointView, type SystemService, type TestPacketAnswer } from '../api/types';
import { instantText } from '../shared/adminText';
import { SecretOnceModal, type SecretItem } from '../shared/SecretOnceModal';
import { useAdminTranslation } from '../useAdminTranslation';

interface SystemsSectionProps {
  orgId: number;
  endpoints: readonly EndpointView[];
  /** The organisation is read again after a change. */
  onChanged: () => void;
}

/**
 * The organisation's system for each service (FPT, Crime Check, card-blocking information): where AFX
 * sends its packets and questions.
 */
export function SystemsSection({ orgId, endpoints, onChanged }: SystemsSectionProps) {
  return (
    <Flex vertical gap="middle">
      {SYSTEM_SERVICES.map((service) => (
        <EndpointCard
          key={service}
          orgId={orgId}
          service={service}
          endpoint={endpoints.find((endpoint) => endpoint.service === service) ?? null}
          onChanged={onChanged}
        />
      ))}
    </Flex>
  );
}

interface EndpointCardProps {
  orgId: number;
  service: SystemService;
  endpoint: EndpointView | null;
  onChanged: () => void;
}

function EndpointCard({ orgId, service, endpoint, onChanged }: EndpointCardProps) {
  const { t, tm } = useAdminTranslation();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<{ url: string }>();
  const [busy, setBusy] = useState<'save' | 'rotate' | 'remove' | 'test' | null>(null);
  const [secret, setSecret] = useState<SecretItem[] | null>(null);
  const [test, setTest] = useState<TestPacketAnswer | null>(null);
  const serviceName = t(`services.${service}`);
  const showSecret = (value: string | null | undefined) => {
    if (value) setSecret([{ label: t('systems.secret'), value }]);
  };

  const run = async (kind: NonNullable<typeof busy>, action: () => Promise<void>) => {
    setBusy(kind);
    try {
      await action();
    } catch {
      // The HTTP client (or the form) has said why.
    } finally {
      setBusy(null);
    }
  };

  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    await run('save', async () => {
      try {
        const answer = await adminApi.setEndpoint(orgId, service, values.url.trim());
        if (answer?.secret) showSecret(answer.secret);
        else void message.success(t('systems.saved'));
        onChanged();
      } catch (error) {
        applyServerFieldErrors(form, error, (field) => (field === 'url' ? 'url' : null));
        throw error;
      }
    });
  };

  const confirm = (title: string, okText: string, action: () => Promise<void>, danger = false) =>
    void modal.confirm({
      title,
      okText,
      cancelText: t('common.cancel'),
      okButtonProps: { danger },
      onOk: action,
    });

  const rotate = () =>
    confirm(t('systems.rotateConfirm', { service: serviceName }), t('systems.rotate'), () =>
      run('rotate', async () => {
        const answer = await adminApi.rotateEndpointSecret(orgId, service);
        showSecret(answer.secret);
        onChanged();
      }),
    );

  const remove = () =>
    confirm(
      t('systems.removeConfirm', { service: serviceName }),
      t('systems.remove'),
      () =>
        run('remove', async () => {
          await adminApi.removeEndpoint(orgId, service);
          form.setFieldsValue({ url: '' });
          setTest(null);
          void message.success(t('systems.removed'));
          onChanged();
        }),
      true,
    );

  const sendTest = () =>
    run('test', async () => {
      setTest(null);
      setTest(await adminApi.testEndpoint(orgId, service));
    });

  return (
    <Card
      size="small"
      title={serviceName}
      data-testid={`system-${service}`}
      extra={
        endpoint ? (
          <Space size="small">
            {endpoint.active ? (
              <Tag color="green">{t('common.activeYes')}</Tag>
            ) : (
              <Tag>{t('common.activeNo')}</Tag>
            )}
            <Typography.Text type="secondary">
              {t('systems.updated', { when: instantText(endpoint.updated_at) })}
            </Typography.Text>
          </Space>
        ) : (
          <Typography.Text type="secondary">{t('systems.none')}</Typography.Text>
        )
      }
    >
      <Form
        form={form}
        name={`endpoint_${service}`}
        layout="vertical"
        initialValues={{ url: endpoint?.url ?? '' }}
      >
        <Form.Item
          name="url"
          label={t('systems.url')}
          rules={[
            { required: true, whitespace: true, message: tm('required_field') },
            {
              validator: async (_rule, value: string | undefined) => {
                const problem = value?.trim() ? checkEndpointUrl(value.trim()) : null;
                if (problem) throw new Error(tm(problem));
              },
            },
          ]}
        >
          <Input autoComplete="off" placeholder="https://" maxLength={ENDPOINT_URL_MAX} />
        </Form.Item>
      </Form>
      <Space wrap>
        <Button type="primary" loading={busy === 'save'} onClick={() => void save()}>
          {t('systems.save')}
        </Button>
        {endpoint ? (
          <>
            <Button loading={busy === 'test'} onClick={() => void sendTest()}>
              {t('systems.test')}
            </Button>
            <Button loading={busy === 'rotate'} onClick={rotate}>
              {t('systems.rotate')}
            </Button>
            <Button danger loading={busy === 'remove'} onClick={remove}>
              {t('systems.remove')}
            </Button>
          </>
        ) : null}
      </Space>
      {test ? <TestResult answer={test} /> : null}
      <SecretOnceModal
        title={t('systems.secretTitle', { service: serviceName })}
        items={secret}
        onClose={() => setSecret(null)}
      />
    </Card>
  );
}

/** What the organisation's system answered to the test packet. */
function TestResult({ answer }: { answer: TestPacketAnswer }) {
  const { t } = useAdminTranslation();
  const status =
    answer.http_status === null || answer.http_status === undefined
      ? t('systems.testNoStatus')
      : t('systems.testStatus', { status: answer.http_status });
  const details = answer.ok ? answer.answer : (answer.error ?? answer.answer);
  return (
    <Alert
      style={{ marginTop: 12 }}
      type={answer.ok ? 'success' : 'error'}
      showIcon
      data-testid="test-packet-result"
      title={
        answer.ok
          ? t('systems.testOk', { status, duration: answer.duration_ms })
          : t('systems.testFailed', { status, duration: answer.duration_ms })
      }
      description={
        details ? (
          <pre
            style={{
              whiteSpace: 'pre-wrap',
              wordBreak: 'break-all',
              margin: 0,
              maxHeight: 200,
              overflow: 'auto',
            }}
          >
            {details}
          </pre>
        ) : undefined
      }
    />
  );
}
