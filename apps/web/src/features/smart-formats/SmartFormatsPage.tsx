import { copyFormatTitle, formatInstantDate, type SmartFormat, type SmartFormatService } from '@afx/domain';
import { Alert, App, Flex } from 'antd';
import { useState } from 'react';
import { HistoryDrawer } from '../../components/history';
import { useListAddress } from '../../components/list';
import type { RemoteOption } from '../../components/remote-select';
import { IssuerSettings } from '../issuer-settings';
import { FormatEditor } from './FormatEditor';
import {
  FORMAT_ADDRESS_FIELDS,
  FORMAT_SORT,
  FORMAT_SORT_FIELDS,
  type FormatFilterValues,
} from './formatFilter';
import { FormatFilters } from './FormatFilters';
import { formatFormValuesOf, NEW_FORMAT_VALUES } from './formatForm';
import { FormatTable } from './FormatTable';
import { NOTICE_SECONDS } from './notices';
import { smartFormatApi, type FormatRow, type FormatScope } from './smartFormatApi';
import { useFormatAccess } from './useFormatAccess';
import { useFormatHistoryLabels } from './useFormatHistoryLabels';
import { useFormatList } from './useFormatList';
import { useIssuerName } from './useIssuerName';
import { useSmartFormatsTranslation } from './useSmartFormatsTranslation';
import type { FormatOpening } from './formatOpening';
import { downloadFormat } from './downloadFormat';

/** /fpt/setup: the FPT formats and the IBAN switch (spec 3 §2.5). */
export function FptSetupPage() {
  return <SmartFormatsPage service="fpt" />;
}

/** /crc/setup: the Crime Check formats, the notification e-mail and the IBAN switch (spec 3 §2.5). */
export function CrcSetupPage() {
  return <SmartFormatsPage service="crc" />;
}

/**
 * The smart-zone formats of one issuer in one service: the filter (kept in the address), the list,
 * the format dialog, copy, and for the extra permission export and import; the issuer's settings.
 */
function SmartFormatsPage({ service }: { service: SmartFormatService }) {
  const { t, tm } = useSmartFormatsTranslation();
  const { message } = App.useApp();
  const access = useFormatAccess(service);
  const address = useListAddress<FormatFilterValues>({
    fields: FORMAT_ADDRESS_FIELDS,
    sortFields: FORMAT_SORT_FIELDS,
    defaultSort: FORMAT_SORT,
    initial: () => ({ issuer_id: access.ownOrgId, any_status: true }),
    blank: { issuer_id: null, any_status: true },
  });
  // Without the extra permission the formats are always the own organisation's.
  const issuerId = access.extended ? address.filter.issuer_id : access.ownOrgId;
  const scope: FormatScope | null = issuerId === null ? null : { issuerId, service };
  const filter: FormatFilterValues = { issuer_id: issuerId, any_status: address.filter.any_status };
  const [issuerOption, setIssuerOption] = useState<RemoteOption | null>(
    issuerId === access.ownOrgId ? access.ownOrg : null,
  );
  const shownIssuer = useIssuerName(issuerId, issuerOption);
  const list = useFormatList(scope, filter.any_status);
  const [opening, setOpening] = useState<FormatOpening | null>(null);
  const [historyOf, setHistoryOf] = useState<FormatRow | null>(null);
  // What the last export loaded: the data an import opens with.
  const [exported, setExported] = useState<SmartFormat | null>(null);
  const labels = useFormatHistoryLabels();

  const load = (row: FormatRow) =>
    scope ? smartFormatApi.get(scope, row.n) : Promise.reject(new Error('no issuer'));
  const exportRow = (row: FormatRow) => {
    load(row).then(
      (format) => {
        setExported(format);
        void message.success(tm('export_success'), NOTICE_SECONDS.success);
      },
      // The HTTP client has said why.
      () => undefined,
    );
  };
  const copyRow = (row: FormatRow) => {
    load(row).then(
      (format) =>
        setOpening({
          n: 0,
          values: {
            ...formatFormValuesOf(format),
            title: copyFormatTitle(format.title, formatInstantDate(new Date())),
          },
        }),
      () => undefined,
    );
  };
  const importExported = () => {
    if (!exported) {
      void message.warning(tm('no_data_to_import'), NOTICE_SECONDS.warning);
      return;
    }
    setOpening({ n: 0, values: formatFormValuesOf(exported) });
  };

  return (
    <Flex vertical gap="middle">
      <FormatFilters
        values={filter}
        issuerOption={shownIssuer}
        issuerLocked={!access.extended}
        canImport={access.extended}
        onChange={(next, option) => {
          if (option !== undefined) setIssuerOption(option);
          address.apply(next);
        }}
        onAdd={() => setOpening({ n: 0, values: NEW_FORMAT_VALUES })}
        onImport={importExported}
        onDownload={exported ? () => downloadFormat(exported) : undefined}
      />
      {scope ? (
        <IssuerSettings service={service} issuerId={scope.issuerId} />
      ) : (
        <Alert type="warning" showIcon title={tm('select_issuer')} />
      )}
      <FormatTable
        rows={list.rows}
        loading={list.loading}
        exporting={access.extended}
        onEdit={(row) => setOpening({ n: row.n })}
        onExport={exportRow}
        onCopy={copyRow}
        onHistory={setHistoryOf}
      />
      {opening && scope ? (
        <FormatEditor
          scope={scope}
          opening={opening}
          listed={list.rows}
          onClose={() => setOpening(null)}
          onChanged={list.reload}
        />
      ) : null}
      {scope ? (
        <HistoryDrawer
          open={historyOf !== null}
          onClose={() => setHistoryOf(null)}
          title={t('dialog.historyOf', { title: historyOf?.title ?? '' })}
          load={() => (historyOf ? smartFormatApi.history(scope, historyOf.n) : Promise.resolve([]))}
          actionLabel={labels.actionLabel}
          fieldLabel={labels.fieldLabel}
          width="50%"
        />
      ) : null}
    </Flex>
  );
}
