import { Flex, Typography } from 'antd';
import { useDirectoriesTranslation } from './useDirectoriesTranslation';

interface OldRecordsListProps {
  /** The organisation's records the file did not contain ('prepare for cleanup'). */
  keys: readonly string[];
  /** Crossed out once 'Delete old …' has deleted them. */
  deleted: boolean;
  /** 'No old BINs', 'No old ATMs'. */
  noneText: string;
  /** The list's accessible name. */
  listLabel: string;
}

/** 'Prepare for delete: n' and the old records of a finished upload. */
export function OldRecordsList({ keys, deleted, noneText, listLabel }: OldRecordsListProps) {
  const { t } = useDirectoriesTranslation();
  return (
    <Flex vertical gap="small">
      <Typography.Text strong>
        {t('common.prepareForDelete')}: {keys.length}
      </Typography.Text>
      {keys.length === 0 ? (
        <Typography.Text type="secondary">{noneText}</Typography.Text>
      ) : (
        <Typography.Paragraph
          delete={deleted}
          style={{ maxHeight: 120, overflowY: 'auto', margin: 0 }}
          aria-label={listLabel}
        >
          {keys.join(', ')}
        </Typography.Paragraph>
      )}
    </Flex>
  );
}
