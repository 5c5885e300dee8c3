import type { PastedTransaction } from '@afx/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Flex, Form, Select } from 'antd';
import { useState } from 'react';
import { useProfile } from '../../../../app/auth/profileContext';
import { PastePanel } from '../../../../components/paste';
import { usePasteResult } from '../../../../components/paste/pasteApi';
import { smartFormatApi } from '../../../smart-formats';
import type { AlertTransaction } from '../../api/alertTypes';
import { useFptAlertsTranslation } from '../useFptAlertsTranslation';

/** A pasted row as a transaction: its given fields only (the cardholder fields are the police's). */
function transactionOf(pasted: PastedTransaction): AlertTransaction {
  const { recipient_cardholder_id: _id, recipient_cardholder_name: _name, ...fields } = pasted;
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== null && value !== ''),
  ) as AlertTransaction;
}

export interface OutgoingPasteProps {
  onAccept: (rows: AlertTransaction[]) => void;
  /** The service whose formats parse the rows: 'fpt' unless set ('crc': a Crime Check reply). */
  smartZone?: 'fpt' | 'crc';
  /** 'full' unless set; 'offline' for a reply's card-use places. */
  variant?: 'full' | 'offline';
  /** What shows when the organisation has no active format of the service. */
  noFormatsText?: string;
}

/**
 * The smart paste of transactions: rows copied from the bank's own report, parsed on the server
 * with one of the organisation's active formats of the service (smart_zone 'fpt' or 'crc').
 */
export function OutgoingPaste({
  onAccept,
  smartZone = 'fpt',
  variant = 'full',
  noFormatsText,
}: OutgoingPasteProps) {
  const { t } = useFptAlertsTranslation();
  const noFormats = noFormatsText ?? t('transactions.noFormats');
  const profile = useProfile();
  const formats = useQuery({
    queryKey: [smartZone, 'paste-formats', profile.org_id],
    queryFn: ({ signal }) =>
      smartFormatApi.list({ issuerId: profile.org_id, service: smartZone }, false, signal),
  });
  const titles = (formats.data ?? []).filter((format) => !format.disable).map((format) => format.title);
  const [chosen, setChosen] = useState<string | null>(null);
  const formatTitle = chosen ?? titles[0] ?? '';
  const parse = usePasteResult({ smart_zone: smartZone, format_title: formatTitle, variant });

  if (formats.isSuccess && titles.length === 0) {
    return <Alert type="info" showIcon title={noFormats} />;
  }
  return (
    <Flex vertical gap="small">
      <Form.Item
        label={t('transactions.pasteFormat')}
        htmlFor={`${smartZone}-${variant}-paste-format`}
        style={{ marginBottom: 0 }}
      >
        <Select
          id={`${smartZone}-${variant}-paste-format`}
          value={formatTitle || undefined}
          loading={formats.isLoading}
          options={titles.map((title) => ({ value: title, label: title }))}
          onChange={setChosen}
          style={{ maxWidth: 360 }}
        />
      </Form.Item>
      <PastePanel
        parse={parse}
        revision={formatTitle}
        blockedReason={formatTitle ? undefined : noFormats}
        onAccept={(rows) => onAccept(rows.map(transactionOf))}
      />
    </Flex>
  );
}
