import {
  CALL_FORWARDING_KEYS,
  MCS_OPERATORS,
  MCS_OPERATOR_NAMES,
  MCS_STATUS_KEYS,
  PERMISSION,
  SIM_CHANGED_KEYS,
  type MessageKey,
  addDays,
  hasExtended,
  isoCalendarDate,
  todayIn,
} from '@afx/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Form, Input, Row, Select, Space, Statistic, Table } from 'antd';
import ReactECharts from 'echarts-for-react';
import { useSearchParams } from 'react-router';
import { useProfile } from '../../app/auth/profileContext';
import { saveFile } from '../../components/list/ExportButton';
import { RemoteSelect } from '../../components/remote-select';
import { MCS_PATHS, type McsAnalytics, mcsApi } from '../mobile-check/mcsApi';
import { useMcsTranslation } from '../mobile-check/useMcsTranslation';

type ChartRow = { key: string; count: number };
type Chart = {
  id: 'day' | 'operator' | 'sim_changed' | 'call_forwarding';
  title: string;
  kind: 'bar' | 'pie';
};

/** The chart's key in words: an operator's name, an answer or a status in the user's language. */
function labelOf(chart: Chart['id'], key: string, tm: (key: MessageKey) => string): string {
  if (chart === 'operator') return MCS_OPERATOR_NAMES[key as keyof typeof MCS_OPERATOR_NAMES] ?? key;
  if (chart === 'sim_changed' && key in SIM_CHANGED_KEYS)
    return tm(SIM_CHANGED_KEYS[key as keyof typeof SIM_CHANGED_KEYS]);
  if (chart === 'call_forwarding' && key in CALL_FORWARDING_KEYS)
    return tm(CALL_FORWARDING_KEYS[key as keyof typeof CALL_FORWARDING_KEYS]);
  if (key in MCS_STATUS_KEYS) return tm(MCS_STATUS_KEYS[key as keyof typeof MCS_STATUS_KEYS]);
  return key;
}

function csvOf(rows: { label: string; count: number }[], headers: [string, string]): Blob {
  const quote = (value: string | number) => `"${String(value).replaceAll('"', '""')}"`;
  const lines = [headers.map(quote).join(';'), ...rows.map((row) => [quote(row.label), row.count].join(';'))];
  return new Blob([`\uFEFF${lines.join('\r\n')}\r\n`], { type: 'text/csv' });
}

/** Mobile check analytics (/analytics/mcs-search; U1004 own, E1004 all): charts with their tables. */
export function McsAnalyticsPage() {
  const { t, tm } = useMcsTranslation();
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
    ((answer?.[chart] ?? []) as ChartRow[]).map((row) => ({ ...row, label: labelOf(chart, row.key, tm) }));

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card title={t('analytics')}>
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
                label: labelOf('operator', o, tm),
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
              <Card
                title={chart.title}
                data-testid={`mcs-chart-${chart.id}`}
                extra={
                  <Button
                    size="small"
                    onClick={() =>
                      saveFile(
                        csvOf(rows, [t('value'), t('count')]),
                        `mcs-${chart.id}-${filter.date_from}-${filter.date_to}.csv`,
                      )
                    }
                  >
                    {t('exportCsv')}
                  </Button>
                }
              >
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
