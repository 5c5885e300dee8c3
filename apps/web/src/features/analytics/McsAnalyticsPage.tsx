import {
  type McsAnalyticsChart,
  MCS_OPERATORS,
  PERMISSION,
  hasExtended,
  mcsAnalyticsLabel,
} from '@afx/domain';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Form, Row, Select, Space, Statistic, Table } from 'antd';
import ReactECharts from 'echarts-for-react';
import { useSearchParams } from 'react-router';
import { useProfile } from '../../app/auth/profileContext';
import { FormDateRange } from '../../components/date-range';
import { ExportButton, FilterButtons } from '../../components/list';
import { RemoteSelect } from '../../components/remote-select';
import { MCS_PATHS, type McsAnalytics, mcsApi, useMcsTranslation } from '../mobile-check';
import {
  type AnalyticsFilterValues,
  analyticsFilterOf,
  analyticsParamsOf,
  analyticsValuesOf,
} from './analyticsFilter';

type ChartRow = { key: string; count: number };
type Chart = {
  id: McsAnalyticsChart;
  title: string;
  kind: 'bar' | 'pie';
};

const COLUMN = { xs: 24, sm: 12, lg: 8, xl: 6 } as const;

/** Mobile check analytics (/analytics/mcs-search; U1004 own, E1004 all): charts with their tables. */
export function McsAnalyticsPage() {
  const { t, locale } = useMcsTranslation();
  const profile = useProfile();
  const extended = hasExtended(profile, PERMISSION.analytics);
  const [params, setParams] = useSearchParams();
  const filter = analyticsFilterOf(params, extended);
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
        <Form<AnalyticsFilterValues>
          layout="vertical"
          name="mcs_analytics_filter"
          key={params.toString()}
          initialValues={analyticsValuesOf(filter)}
          onFinish={(values) => setParams(analyticsParamsOf(values))}
        >
          <Row gutter={16}>
            <Col {...COLUMN}>
              <Form.Item name="period" label={t('period')}>
                <FormDateRange />
              </Form.Item>
            </Col>
            {extended ? (
              <Col {...COLUMN}>
                <Form.Item name="org" label={t('organisation')}>
                  <RemoteSelect url={MCS_PATHS.organisations} searchField="name" allowClear />
                </Form.Item>
              </Col>
            ) : null}
            <Col {...COLUMN}>
              <Form.Item name="operator" label={t('operator')}>
                <Select
                  allowClear
                  options={[...MCS_OPERATORS, 'other' as const].map((o) => ({
                    value: o,
                    label: mcsAnalyticsLabel('operator', o, locale),
                  }))}
                />
              </Form.Item>
            </Col>
          </Row>
          <FilterButtons onReset={() => setParams(new URLSearchParams())} />
        </Form>
        <Statistic style={{ marginTop: 16 }} title={t('total')} value={data.data?.total ?? 0} />
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
