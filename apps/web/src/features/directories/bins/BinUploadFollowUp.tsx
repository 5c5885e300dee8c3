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
      <RowAlert
        type="error"
        title={t('bins.refusedTitle')}
        label={t('bins.refusedTitle')}
        lines={followUp.refused.map((refusal) =>
          t('bins.refusedItem', { row: refusal.rowNumber, bin: refusal.bin, message: tm(refusal.key) }),
        )}
      />
      <RowAlert
        type="warning"
        title={tm('bin_conflict')}
        label={t('bins.conflictsTitle')}
        lines={followUp.conflicts.map((conflict) =>
          t('bins.conflictItem', { bin: conflict.bin, owner: conflict.owner_org_name }),
        )}
      />
      <OldRecordsList
        keys={followUp.oldBins}
        deleted={oldDeleted}
        noneText={t('bins.noOld')}
        listLabel={t('bins.oldTitle', { count: followUp.oldBins.length })}
      />
    </Flex>
  );
}

/** An alert listing rows of the upload (refused, in conflict); nothing when there are none. */
function RowAlert(props: { type: 'error' | 'warning'; title: string; label: string; lines: string[] }) {
  if (props.lines.length === 0) return null;
  return (
    <Alert
      type={props.type}
      showIcon
      title={props.title}
      description={
        <List
          size="small"
          aria-label={props.label}
          dataSource={props.lines}
          renderItem={(line) => <List.Item>{line}</List.Item>}
        />
      }
    />
  );
}
