import type { SmartFormatService } from '@afx/domain';
import { useQuery } from '@tanstack/react-query';
import { App, Collapse, Flex, Form, Select, Typography } from 'antd';
import { useState } from 'react';
import { useProfile } from '../../../app/auth/profileContext';
import { PastePanel } from '../../../components/paste';
import { usePasteResult } from '../../../components/paste/pasteApi';
import { smartFormatApi } from '../../smart-formats';
import { useFptTranslation } from '../useFptTranslation';
import { rowOfPaste, type TransactionRow } from './transactionRow';

/** The service whose formats parse the paste: FPT's wizard, or the Crime Check filing form. */
type PasteService = SmartFormatService;

interface PasteSectionProps {
  onAppend: (rows: TransactionRow[]) => void;
  /** 'fpt' unless set. */
  service?: PasteService;
}

/** The organisation's active formats of the service, and the paste panel parsing with the chosen one. */
function PasteWithFormat({
  onAppend,
  service,
}: {
  onAppend: PasteSectionProps['onAppend'];
  service: PasteService;
}) {
  const { t } = useFptTranslation();
  const { message } = App.useApp();
  const profile = useProfile();
  const formats = useQuery({
    queryKey: [service, 'paste_formats', profile.org_id],
    queryFn: () => smartFormatApi.list({ issuerId: profile.org_id, service }, false),
  });
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const title = chosen ?? formats.data?.[0]?.title ?? '';
  // The alert's list takes full rows (with online ones); the list's limit is checked at Next.
  const parse = usePasteResult({ smart_zone: service, format_title: title, variant: 'full' });

  if (formats.isSuccess && formats.data.length === 0) {
    return <Typography.Text type="secondary">{t('wizard.paste.noFormats')}</Typography.Text>;
  }
  return (
    <Flex vertical gap="small">
      <Form.Item label={t('wizard.paste.format')} style={{ marginBottom: 0 }}>
        <Select
          aria-label={t('wizard.paste.format')}
          loading={formats.isPending}
          value={title || undefined}
          onChange={setChosen}
          options={(formats.data ?? []).map((format) => ({ value: format.title, label: format.title }))}
        />
      </Form.Item>
      <PastePanel
        parse={parse}
        blockedReason={title ? undefined : t('wizard.paste.noFormats')}
        onAccept={(pasted) => {
          onAppend(pasted.map(rowOfPaste));
          void message.success(t('wizard.paste.added', { count: pasted.length }));
        }}
      />
    </Flex>
  );
}

/**
 * The smart paste (spec 2 §2.1), folded until wanted: its formats load when it is first opened.
 * The Crime Check filing form uses it with the service's own formats.
 */
export function PasteSection({ onAppend, service = 'fpt' }: PasteSectionProps) {
  const { t } = useFptTranslation();
  return (
    <Collapse
      size="small"
      items={[
        {
          key: 'paste',
          label: t('wizard.details.paste'),
          children: <PasteWithFormat onAppend={onAppend} service={service} />,
        },
      ]}
    />
  );
}
