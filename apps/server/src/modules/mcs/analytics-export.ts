import {
  type Locale,
  MCS_ANALYTICS_CHARTS,
  MCS_ANALYTICS_CHART_TITLES,
  type McsAnalyticsChart,
  type MessageKey,
  mcsAnalyticsExportSchema,
  mcsAnalyticsLabel,
  translate,
} from '@afx/domain';
import { callerOf } from '../../platform/auth/caller.js';
import { type ExportColumn, type ExportTable, cellsOf, headerRow } from '../../platform/export/columns.js';
import { csvTables } from '../../platform/export/csv.js';
import { exportFileReply } from '../../platform/export/file-reply.js';
import { XLSX_TYPE, xlsxSheets } from '../../platform/export/xlsx.js';
import { errorResponses, fileAnswer } from '../../platform/http/api.js';
import { requestLocale } from '../../platform/http/locale.js';
import type { ZodApp } from '../../platform/http/zod-app.js';
import { mcsAnalytics } from './analytics.js';
import type { McsAnalyticsAnswer } from './api.js';

type ChartRow = McsAnalyticsAnswer[McsAnalyticsChart][number];

/** The header of each chart's key column. */
const KEY_TITLES = {
  day: 'mcs_column_day',
  operator: 'mcs_column_operator',
  sim_changed: 'mcs_column_sim',
  call_forwarding: 'mcs_column_cf',
} as const satisfies Record<McsAnalyticsChart, MessageKey>;

/** A chart's table as the screen shows it beside the chart: the key in words and its count. */
const columnsOf = (chart: McsAnalyticsChart): readonly ExportColumn<ChartRow>[] => [
  { title: KEY_TITLES[chart], value: (row, locale) => mcsAnalyticsLabel(chart, row.key, locale) },
  { title: 'mcs_column_count', value: (row) => row.count },
];

/** The charts' tables of an analytics answer, named by their charts' titles in the caller's language. */
function mcsAnalyticsTables(
  answer: McsAnalyticsAnswer,
  charts: readonly McsAnalyticsChart[],
  locale: Locale,
): ExportTable[] {
  return charts.map((chart) => {
    const columns = columnsOf(chart);
    return {
      name: translate(MCS_ANALYTICS_CHART_TITLES[chart], locale),
      header: headerRow(columns, locale),
      rows: answer[chart].map((row) => cellsOf(columns, row, locale)),
    };
  });
}

/**
 * POST /analytics/export {filter, format, chart?}: the analytics' tables as xlsx (a sheet each) or
 * CSV (sections one after another; a chosen chart alone), read by the screen's service, so under its
 * guard and organisation scope (decision 0044 "Analytics export").
 */
export function mcsAnalyticsExportRoute(app: ZodApp, tags: string[]): void {
  const db = app.deps.database.db;
  app.post(
    '/analytics/export',
    {
      schema: {
        tags,
        body: mcsAnalyticsExportSchema,
        response: {
          200: fileAnswer('The analytics tables as a file', [XLSX_TYPE, 'text/csv']),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { filter, format, chart } = request.body;
      const answer = await mcsAnalytics(db, callerOf(request), filter);
      const tables = mcsAnalyticsTables(
        answer,
        chart ? [chart] : MCS_ANALYTICS_CHARTS,
        requestLocale(request),
      );
      const rows = tables.reduce((sum, table) => sum + table.rows.length, 0);
      const which = chart ? `-${chart.replaceAll('_', '-')}` : '';
      const fileName = `mcs-analytics${which}-${filter.date_from}-${filter.date_to}.${format}`;
      const file = exportFileReply(reply, fileName, rows);
      if (format === 'csv') return file.type('text/csv; charset=utf-8').send(csvTables(tables));
      return file.type(XLSX_TYPE).send(xlsxSheets(tables));
    },
  );
}
