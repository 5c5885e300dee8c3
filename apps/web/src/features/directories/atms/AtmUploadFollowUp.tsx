import { Flex, Typography } from 'antd';
import { useDirectoriesTranslation } from '../shared/useDirectoriesTranslation';
import type { AtmUploadFollowUp as FollowUp } from './atmUploadPlugin';

/** 'Prepare for delete': the acquirer's ATMs the file did not contain. */
export function AtmUploadFollowUp({ followUp, oldDeleted }: { followUp: FollowUp; oldDeleted: boolean }) {
  const { t } = useDirectoriesTranslation();
  return (
    <Flex vertical gap="small">
      <Typography.Text strong>
        {t('common.prepareForDelete')}: {followUp.oldAtms.length}
      </Typography.Text>
      {followUp.oldAtms.length === 0 ? (
        <Typography.Text type="secondary">{t('atms.noOld')}</Typography.Text>
      ) : (
        <Typography.Paragraph
          delete={oldDeleted}
          style={{ maxHeight: 120, overflowY: 'auto', margin: 0 }}
          aria-label={t('atms.oldTitle', { count: followUp.oldAtms.length })}
        >
          {followUp.oldAtms.join(', ')}
        </Typography.Paragraph>
      )}
    </Flex>
  );
}
