import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { TEMPLATE_FILE_NAME, TEMPLATE_PATH } from '../api/incidentApi';
import { useIncidentsTranslation } from '../useIncidentsTranslation';

/** The upload template: a public static file, saved as incident_list_template.xlsx (spec 1 §7). */
export function TemplateDownloadButton() {
  const { t } = useIncidentsTranslation();
  return (
    <Button icon={<DownloadOutlined />} href={TEMPLATE_PATH} download={TEMPLATE_FILE_NAME}>
      {t('list.template')}
    </Button>
  );
}
