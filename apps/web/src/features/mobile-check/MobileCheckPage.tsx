import {
  MCS_DEPTH_DEFAULT,
  MCS_DEPTH_MAX,
  MCS_DEPTH_MIN,
  isMcsCheckPending,
  normalizeMcsPhone,
} from '@afx/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Checkbox, Form, Input, InputNumber, Space } from 'antd';
import { useState } from 'react';
import { ChecksList } from './ChecksList';
import { McsAnswer } from './McsAnswer';
import { type McsCheck, type McsCreateBody, MCS_QUERY_KEY, mcsApi } from './mcsApi';
import { useMcsTranslation } from './useMcsTranslation';

/** The mobile check (/mobile-check): the check form, the answer pushed when ready, and the list. */
export function MobileCheckPage() {
  const { t, tm } = useMcsTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<McsCreateBody>();
  const [currentId, setCurrentId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  const current = useQuery({
    queryKey: [...MCS_QUERY_KEY, 'check', currentId],
    queryFn: ({ signal }) => mcsApi.get(currentId!, signal),
    enabled: currentId !== null,
    // The answer is pushed (the live event refreshes this); a slow poll covers a missed push.
    refetchInterval: (query) =>
      query.state.data && isMcsCheckPending(query.state.data.status) ? 3_000 : false,
  });

  const run = async (body: McsCreateBody) => {
    setBusy(true);
    try {
      const created = await mcsApi.create({ ...body, phone: normalizeMcsPhone(body.phone) });
      setCurrentId(created.id);
      // The list (ChecksList) sits under the same key: it shows the new check.
      await queryClient.invalidateQueries({ queryKey: MCS_QUERY_KEY });
    } catch {
      // The HTTP client has shown why (consent, a field's rule).
    } finally {
      setBusy(false);
    }
  };
  const repeat = (row: McsCheck) => {
    form.setFieldsValue({ phone: row.phone, depth_days: row.depth_days, consent: row.consent });
    void run({ phone: row.phone, depth_days: row.depth_days, consent: row.consent });
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card title={t('title')}>
        <Form
          form={form}
          layout="inline"
          initialValues={{ depth_days: MCS_DEPTH_DEFAULT, consent: false, phone: '' }}
          onFinish={(values) => void run(values)}
        >
          <Form.Item
            name="phone"
            label={t('phone')}
            tooltip={t('phoneHint')}
            rules={[{ required: true, message: tm('required_field') }]}
          >
            <Input
              inputMode="numeric"
              style={{ width: 200 }}
              onChange={(event) => form.setFieldValue('phone', event.target.value.replace(/\D/g, ''))}
            />
          </Form.Item>
          <Form.Item
            name="depth_days"
            label={t('depth')}
            rules={[{ required: true, message: tm('mcs_depth_range') }]}
          >
            <InputNumber min={MCS_DEPTH_MIN} max={MCS_DEPTH_MAX} precision={0} />
          </Form.Item>
          <Form.Item name="consent" valuePropName="checked" tooltip={t('consentHint')}>
            <Checkbox>{t('consent')}</Checkbox>
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" loading={busy}>
              {t('check')}
            </Button>
          </Form.Item>
        </Form>
        {current.data ? (
          <div style={{ marginTop: 16 }}>
            <McsAnswer check={current.data} />
          </div>
        ) : null}
      </Card>
      <ChecksList onRepeat={repeat} />
    </Space>
  );
}
