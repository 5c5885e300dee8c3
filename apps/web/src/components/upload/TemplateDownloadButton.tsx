import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';

interface TemplateDownloadButtonProps {
  /** The static template file (same origin, so the link downloads it). */
  href: string;
  /** The name the spec gives the saved file. */
  fileName: string;
  /** The screen's own words for it ('Template' on incidents, 'Download template' on directories). */
  label: string;
}

/** The upload template of a screen: a public static file, saved under the spec's file name. */
export function TemplateDownloadButton({ href, fileName, label }: TemplateDownloadButtonProps) {
  return (
    <Button icon={<DownloadOutlined aria-hidden />} href={href} download={fileName}>
      {label}
    </Button>
  );
}
