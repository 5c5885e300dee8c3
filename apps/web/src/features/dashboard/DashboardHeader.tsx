import { ReloadOutlined } from '@ant-design/icons';
import { formatInstantDateTime } from '@afx/domain';
import { Button, Flex, Typography } from 'antd';
import { useDashboardTranslation } from './useDashboardTranslation';

interface DashboardHeaderProps {
  /** ISO time the server counted at; empty while unknown. */
  generatedAt: string;
  refreshing: boolean;
  onRefresh: () => void;
}

export function DashboardHeader({ generatedAt, refreshing, onRefresh }: DashboardHeaderProps) {
  const { t } = useDashboardTranslation();
  return (
    <Flex justify="space-between" align="start" gap="middle" wrap>
      <div>
        <Typography.Paragraph style={{ marginBottom: 4 }}>{t('intro')}</Typography.Paragraph>
        {/* The line is there while loading too, so the cards below do not jump when it fills. */}
        <Typography.Text type="secondary" data-testid="dashboard-generated-at">
          {generatedAt ? t('generatedAt', { time: formatInstantDateTime(new Date(generatedAt)) }) : '\u00a0'}
        </Typography.Text>
      </div>
      {/* A default button: white text on the spec's #1890ff falls short of AA contrast. */}
      <Button icon={<ReloadOutlined aria-hidden />} loading={refreshing} onClick={onRefresh}>
        {t('refresh')}
      </Button>
    </Flex>
  );
}
