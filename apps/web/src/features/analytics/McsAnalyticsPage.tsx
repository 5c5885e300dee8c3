import {
  type McsAnalyticsChart,
  MCS_OPERATORS,
  PERMISSION,
  addDays,
  hasExtended,
  isoCalendarDate,
  mcsAnalyticsLabel,
  todayIn,
} from '@afx/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Form, Input, Row, Select, Space, Statistic, Table } from 'antd';
import ReactECharts from 'echarts-for-react';
import { useSearchParams } from 'react-router';
import { useProfile } from '../../app/auth/profileContext';
import { ExportButton } from '../../components/list';
import { RemoteSelect } from '../../components/remote-select';
import { MCS_PATHS, type McsAnalytics, mcsApi, useMcsTranslation } from '../mobile-check';

type ChartRow = { key: string; count: number };
type Chart = {
  id: McsAnalyticsChart;
  title: string;
  kind: 'bar' | 'pie';
};

/** Mobile check analytics (/analytics/mcs-search; U1004 own, E1004 all): charts with their tables. */
export function McsAnalyticsPage() {
  const { t, locale } = useMcsTranslation();
  const profile = useProfile();
  const extended = hasExtended(profile, PERMISSION.analytics);
  const [params, setParams] = useSearchParams();
  const today = todayIn(new Date());
  const filter = {
    date_from: params.get('from') || isoCalendarDate(addDays(today, -30)),
    date_to: params.get('to') || isoCalendarDate(today),
    org_id: extended && Number(params.get('org')) > 0 ? Number(params.get('org')) : undefined,
    operator: params.get('operator') || undefined,
  };
  const data = useQuery({ queryKey: ['mcs', 'analytics', filter], queryFn: () => mcsApi.analytics(filter) });
  const charts: Chart[] = [
    { id: 'day', title: t('perDay'), kind: 'bar' },
    { id: 'operator', title: t('perOperator'), kind: 'pie' },
    { id: 'sim_changed', title: t('perSim'), kind: 'pie' },
    { id: 'call_forwarding', title: t('perCf'), kind: 'pie' },
  ];
  const rowsOf = (answer: McsAnalytics | undefined, chart: Chart['id']) =>
    ((answer?.[chart] ?? []) as ChartRow[]).map((row) => ({
      ...row,
      label: mcsAnalyticsLabel(chart, row.key, locale),
    }));

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card
        title={t('analytics')}
        extra={<ExportButton target={{ url: MCS_PATHS.analyticsExport, filter }} />}
      >
        <Form
          layout="inline"
          key={params.toString()}
          initialValues={{
            from: filter.date_from,
            to: filter.date_to,
            org: filter.org_id,
            operator: filter.operator,
          }}
          onFinish={(values: Record<string, string | number | undefined>) => {
            const next = new URLSearchParams();
            for (const [key, value] of Object.entries(values))
              if (value !== undefined && value !== '' && value !== null) next.set(key, String(value));
            setParams(next);
          }}
        >
          <Form.Item name="from" label={t('from')}>
            <Input type="date" />
          </Form.Item>
          <Form.Item name="to" label={t('to')}>
            <Input type="date" />
          </Form.Item>
          {extended ? (
            <Form.Item name="org" label={t('organisation')}>
              <RemoteSelect
                url={MCS_PATHS.organisations}
                searchField="name"
                style={{ width: 220 }}
                allowClear
              />
            </Form.Item>
          ) : null}
          <Form.Item name="operator" label={t('operator')}>
            <Select
              allowClear
              style={{ width: 160 }}
              options={[...MCS_OPERATORS, 'other' as const].map((o) => ({
                value: o,
                label: mcsAnalyticsLabel('operator', o, locale),
              }))}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit">
            {t('apply')}
          </Button>
        </Form>
        <Statistic
          style={{ marginTop: 12 }}
          title={t('total', { count: data.data?.total ?? 0 })}
          value={data.data?.total ?? 0}
        />
      </Card>
      <Row gutter={[16, 16]}>
        {charts.map((chart) => {
          const rows = rowsOf(data.data, chart.id);
          const option =
            chart.kind === 'bar'
              ? {
                  tooltip: {},
                  xAxis: { type: 'category', data: rows.map((r) => r.label) },
                  yAxis: { type: 'value', minInterval: 1 },
                  series: [{ type: 'bar', data: rows.map((r) => r.count) }],
                }
              : {
                  tooltip: { trigger: 'item' },
                  series: [
                    {
                      type: 'pie',
                      radius: '65%',
                      data: rows.map((r) => ({ name: r.label, value: r.count })),
                    },
                  ],
                };
          return (
            <Col key={chart.id} xs={24} lg={chart.kind === 'bar' ? 24 : 8}>
              <Card title={chart.title} data-testid={`mcs-chart-${chart.id}`}>
                <ReactECharts option={option} style={{ height: 260 }} notMerge />
                <Table
                  size="small"
                  rowKey="key"
                  pagination={false}
                  dataSource={rows}
                  columns={[
                    { title: t('value'), dataIndex: 'label' },
                    { title: t('count'), dataIndex: 'count', align: 'right' },
                  ]}
                />
              </Card>
            </Col>
          );
        })}
      </Row>
    </Space>
  );
}
