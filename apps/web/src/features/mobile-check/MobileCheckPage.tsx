import {
  MCS_DEPTH_DEFAULT,
  MCS_DEPTH_MAX,
  MCS_DEPTH_MIN,
  MCS_OPERATOR_NAMES,
  MCS_STATUS_KEYS,
  SIM_CHANGED_ANSWERS,
  SIM_CHANGED_KEYS,
  CALL_FORWARDING_KEYS,
  formatInstantDateTime,
  formatPhone,
  isMcsCheckPending,
  normalizeMcsPhone,
} from '@afx/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Checkbox, Form, Input, InputNumber, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ExportButton } from '../../components/list/ExportButton';
import { McsAnswer } from './McsAnswer';
import {
  type McsCheck,
  type McsCreateBody,
  type McsListFilter,
  MCS_PATHS,
  MCS_QUERY_KEY,
  mcsApi,
} from './mcsApi';
import { useMcsTranslation } from './useMcsTranslation';

/** The list filter kept in the address: ?phone=&from=&to=&sim=&user=&page=. */
function filterOf(params: URLSearchParams): McsListFilter {
  const user = Number(params.get('user'));
  return {
    phone: params.get('phone') || undefined,
    date_from: params.get('from') || undefined,
    date_to: params.get('to') || undefined,
    sim_changed: params.get('sim') || undefined,
    user_id: Number.isInteger(user) && user > 0 ? user : undefined,
  };
}

/** The mobile check (/mobile-check): the check form, the answer pushed when ready, and the list. */
export function MobileCheckPage() {
  const { t, tm } = useMcsTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<McsCreateBody>();
  const [currentId, setCurrentId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const page = Math.max(1, Number(params.get('page')) || 1);

  const current = useQuery({
    queryKey: [...MCS_QUERY_KEY, 'check', currentId],
    queryFn: ({ signal }) => mcsApi.get(currentId!, signal),
    enabled: currentId !== null,
    // The answer is pushed (the live event refreshes this); a slow poll covers a missed push.
    refetchInterval: (query) =>
      query.state.data && isMcsCheckPending(query.state.data.status) ? 3_000 : false,
  });
  const list = useQuery({
    queryKey: [...MCS_QUERY_KEY, 'list', filter, page],
    queryFn: ({ signal }) => mcsApi.list(filter, page, signal),
  });
  const users = useQuery({ queryKey: [...MCS_QUERY_KEY, 'users'], queryFn: () => mcsApi.users() });

  const run = async (body: McsCreateBody) => {
    setBusy(true);
    try {
      const created = await mcsApi.create({ ...body, phone: normalizeMcsPhone(body.phone) });
      setCurrentId(created.id);
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
  const setFilter = (values: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams();
    for (const [key, value] of Object.entries(values))
      if (value !== undefined && value !== '') next.set(key, String(value));
    setParams(next);
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
      <Card title={t('list')} extra={<ExportButton target={{ url: MCS_PATHS.export, filter }} />}>
        <Form
          layout="inline"
          key={params.toString()}
          initialValues={{
            phone: filter.phone,
            from: filter.date_from,
            to: filter.date_to,
            sim: filter.sim_changed,
            user: filter.user_id,
          }}
          onFinish={(values: Record<string, string | number | undefined>) => setFilter(values)}
          style={{ marginBottom: 12 }}
        >
          <Form.Item name="phone" label={t('phone')}>
            <Input style={{ width: 160 }} allowClear />
          </Form.Item>
          <Form.Item name="from" label={t('from')}>
            <Input type="date" />
          </Form.Item>
          <Form.Item name="to" label={t('to')}>
            <Input type="date" />
          </Form.Item>
          <Form.Item name="sim" label={t('result')}>
            <Select
              allowClear
              style={{ width: 220 }}
              options={SIM_CHANGED_ANSWERS.map((answer) => ({
                value: answer,
                label: tm(SIM_CHANGED_KEYS[answer]),
              }))}
            />
          </Form.Item>
          <Form.Item name="user" label={t('user')}>
            <Select
              allowClear
              style={{ width: 200 }}
              options={(users.data ?? []).map((user) => ({ value: user.id, label: user.name }))}
            />
          </Form.Item>
          <Button htmlType="submit">{t('apply')}</Button>
          <Button onClick={() => setParams(new URLSearchParams())}>{t('reset')}</Button>
        </Form>
        <Table<McsCheck>
          scroll={{ x: 'max-content' }}
          rowKey="id"
          size="small"
          loading={list.isFetching}
          dataSource={list.data?.list ?? []}
          locale={{ emptyText: t('empty') }}
          pagination={{
            current: page,
            pageSize: 20,
            total: list.data?.total_count ?? 0,
            showSizeChanger: false,
            onChange: (next) => {
              const copy = new URLSearchParams(params);
              copy.set('page', String(next));
              setParams(copy);
            },
          }}
          columns={[
            {
              title: t('created'),
              dataIndex: 'created_at',
              render: (v: string) => formatInstantDateTime(new Date(v)),
            },
            { title: t('phone'), dataIndex: 'phone', render: (v: string) => formatPhone(v) },
            {
              title: t('operator'),
              dataIndex: 'operator',
              render: (v: McsCheck['operator']) => MCS_OPERATOR_NAMES[v],
            },
            { title: t('depth'), dataIndex: 'depth_days' },
            {
              title: t('status'),
              dataIndex: 'status',
              render: (v: McsCheck['status']) => tm(MCS_STATUS_KEYS[v]),
            },
            {
              title: t('simChanged'),
              dataIndex: 'sim_changed',
              render: (v: McsCheck['sim_changed']) => (v ? tm(SIM_CHANGED_KEYS[v]) : '—'),
            },
            {
              title: t('callForwarding'),
              dataIndex: 'call_forwarding',
              render: (v: McsCheck['call_forwarding']) => (v ? tm(CALL_FORWARDING_KEYS[v]) : '—'),
            },
            { title: t('user'), dataIndex: 'user_name' },
            {
              title: '',
              key: 'repeat',
              render: (_: unknown, row) => (
                <Button size="small" onClick={() => repeat(row)}>
                  {t('repeat')}
                </Button>
              ),
            },
          ]}
        />
      </Card>
    </Space>
  );
}
