import { DownloadOutlined } from '@ant-design/icons';
import { App, Button, Dropdown } from 'antd';
import { useState } from 'react';
import { http } from '../../api/http';
import { useComponentsTranslation } from '../i18n/useComponentsTranslation';
import { exportProgressText } from './exportProgress';

export type ExportFormat = 'xlsx' | 'csv';

/**
 * The list a button exports: where, the filter and sort the screen has applied, and the list's own
 * fields beside them (the invoice kind).
 */
export interface ExportTarget {
  url: string;
  filter: unknown;
  sort_field?: string;
  sort_order?: string;
  [own: string]: unknown;
}

/** Saves a file the browser holds under its name. */
export function saveFile(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

/**
 * Export of the whole filtered list (every page) as xlsx or CSV: posts the applied filter and sort,
 * shows progress while the file arrives, then saves it. A refusal (a list over the limit) is shown
 * by the HTTP client in the user's language.
 */
export function ExportButton({ target }: { target: ExportTarget }) {
  const { t } = useComponentsTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);

  const run = async (format: ExportFormat) => {
    const key = `export:${target.url}`;
    setBusy(true);
    void message.open({ key, type: 'loading', content: t('exportPreparing'), duration: 0 });
    try {
      const { url, ...body } = target;
      const file = await http.postForFile(url, { ...body, format }, (progress) => {
        void message.open({ key, type: 'loading', content: exportProgressText(progress, t), duration: 0 });
      });
      saveFile(file.blob, file.fileName);
      void message.open({ key, type: 'success', content: t('exportDone', { name: file.fileName }) });
    } catch {
      // The HTTP client has shown why.
      message.destroy(key);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dropdown
      disabled={busy}
      trigger={['click']}
      menu={{
        items: [
          { key: 'xlsx', label: t('exportXlsx') },
          { key: 'csv', label: t('exportCsv') },
        ],
        onClick: ({ key }) => void run(key as ExportFormat),
      }}
    >
      <Button icon={<DownloadOutlined />} loading={busy}>
        {t('exportList')}
      </Button>
    </Dropdown>
  );
}

/** The export path beside a list path: …/list → …/export. */
export const exportUrlOf = (listUrl: string): string => listUrl.replace(/\/list$/, '/export');
