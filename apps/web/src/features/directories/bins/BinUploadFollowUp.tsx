import { Alert, Flex, List } from 'antd';
import { OldRecordsList } from '../shared/OldRecordsList';
import { useDirectoriesTranslation } from '../shared/useDirectoriesTranslation';
import type { BinUploadFollowUp as FollowUp } from './binUploadPlugin';

/**
 * The end of a BIN upload: the rows refused as the dialog would refuse them (with the dialog's
 * message), the conflicts, and the issuer's BINs the file did not contain.
 */
export function BinUploadFollowUp({ followUp, oldDeleted }: { followUp: FollowUp; oldDeleted: boolean }) {
  const { t, tm } = useDirectoriesTranslation();
  return (
    <Flex vertical gap="small">
      {followUp.refused.length > 0 ? (
        <Alert
          type="error"
          showIcon
          title={t('bins.refusedTitle')}
          description={
            <List
              size="small"
              aria-label={t('bins.refusedTitle')}
              dataSource={followUp.refused}
              renderItem={(refusal) => (
                <List.Item>
                  {t('bins.refusedItem', {
                    row: refusal.rowNumber,
                    bin: refusal.bin,
                    message: tm(refusal.key),
                  })}
                </List.Item>
              )}
            />
          }
        />
      ) : null}
      {followUp.conflicts.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          title={tm('bin_conflict')}
          description={
            <List
              size="small"
              aria-label={t('bins.conflictsTitle')}
              dataSource={followUp.conflicts}
              renderItem={(conflict) => (
                <List.Item>
                  {t('bins.conflictItem', { bin: conflict.bin, owner: conflict.owner_org_name })}
                </List.Item>
              )}
            />
          }
        />
      ) : null}
      <OldRecordsList
        keys={followUp.oldBins}
        deleted={oldDeleted}
        noneText={t('bins.noOld')}
        listLabel={t('bins.oldTitle', { count: followUp.oldBins.length })}
      />
    </Flex>
  );
}
