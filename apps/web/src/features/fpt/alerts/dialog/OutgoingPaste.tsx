import type { PastedTransaction } from '@afx/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Flex, Form, Select } from 'antd';
import { useState } from 'react';
import { useProfile } from '../../../../app/auth/profileContext';
import { PastePanel } from '../../../../components/paste';
import { usePasteResult } from '../../../../components/paste/pasteApi';
import { smartFormatApi } from '../../../smart-formats/smartFormatApi';
import type { AlertTransaction } from '../../api/alertTypes';
import { useFptAlertsTranslation } from '../useFptAlertsTranslation';

/** A pasted row as a transaction: its given fields only (the cardholder fields are the police's). */
function transactionOf(pasted: PastedTransaction): AlertTransaction {
  const { recipient_cardholder_id: _id, recipient_cardholder_name: _name, ...fields } = pasted;
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== null && value !== ''),
  ) as AlertTransaction;
}

/**
 * The smart paste of outgoing transactions: rows copied from the bank's own report, parsed on the
 * server with one of the organisation's active FPT formats (smart_zone 'fpt').
 */
export function OutgoingPaste({ onAccept }: { onAccept: (rows: AlertTransaction[]) => void }) {
  const { t } = useFptAlertsTranslation();
  const profile = useProfile();
  const formats = useQuery({
    queryKey: ['fpt', 'paste-formats', profile.org_id],
    queryFn: ({ signal }) => smartFormatApi.list({ issuerId: profile.org_id, service: 'fpt' }, false, signal),
  });
  const titles = (formats.data ?? []).filter((format) => !format.disable).map((format) => format.title);
  const [chosen, setChosen] = useState<string | null>(null);
  const formatTitle = chosen ?? titles[0] ?? '';
  const parse = usePasteResult({ smart_zone: 'fpt', format_title: formatTitle, variant: 'full' });

  if (formats.isSuccess && titles.length === 0) {
    return <Alert type="info" showIcon title={t('transactions.noFormats')} />;
  }
  return (
    <Flex vertical gap="small">
      <Form.Item label={t('transactions.pasteFormat')} htmlFor="fpt-paste-format" style={{ marginBottom: 0 }}>
        <Select
          id="fpt-paste-format"
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
        blockedReason={formatTitle ? undefined : t('transactions.noFormats')}
        onAccept={(rows) => onAccept(rows.map(transactionOf))}
      />
    </Flex>
  );
}
