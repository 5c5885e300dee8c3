import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useDirectoriesTranslation } from './useDirectoriesTranslation';

/** The static upload template, saved under the spec's file name (a same-origin link downloads it). */
export function TemplateDownloadButton({ href, fileName }: { href: string; fileName: string }) {
  const { t } = useDirectoriesTranslation();
  return (
    <Button icon={<DownloadOutlined aria-hidden />} href={href} download={fileName}>
      {t('common.downloadTemplate')}
    </Button>
  );
}
