import { directoryUploadTarget, type MessageKey } from '@afx/domain';
import { useMutation } from '@tanstack/react-query';
import { App } from 'antd';
import type { CountAnswer } from './directoryTypes';
import { NOTICE_SECONDS } from './notices';
import { useDirectoriesTranslation } from './useDirectoriesTranslation';
import type { DirectoryAccess } from './useDirectoryAccess';

interface GroupActionsArgs {
  access: DirectoryAccess;
  /** The organisation of the list filter. */
  filterOrgId: number | null;
  selected: readonly string[];
  /** 'select_issuer' or 'select_acquirer', when E-code users have chosen none. */
  selectWarning: MessageKey;
  groupUpdate: (orgId: number, list: string[]) => Promise<CountAnswer>;
  groupDelete: (orgId: number, list: string[]) => Promise<CountAnswer>;
  /** The records changed: the selection clears and the list reloads. */
  onDone: () => void;
}

/**
 * Update selected and delete selected of the BIN and ATM lists: on the filter's organisation (the
 * own one without the E-code), 'Group updated successfully' or 'Group deleted successfully'.
 */
export function useGroupActions(args: GroupActionsArgs) {
  const { tm } = useDirectoriesTranslation();
  const { message } = App.useApp();
  const run = (action: 'update' | 'delete') => async (): Promise<void> => {
    const target = directoryUploadTarget({
      extended: args.access.extended,
      filterOrgId: args.filterOrgId,
      ownOrgId: args.access.ownOrgId,
      selectWarning: args.selectWarning,
    });
    if ('warning' in target) {
      void message.warning(tm(target.warning), NOTICE_SECONDS.warning);
      return;
    }
    const send = action === 'update' ? args.groupUpdate : args.groupDelete;
    await send(target.orgId, [...args.selected]);
    void message.success(tm(action === 'update' ? 'group_updated' : 'group_deleted'), NOTICE_SECONDS.success);
    args.onDone();
  };
  const update = useMutation({ mutationFn: run('update') });
  const remove = useMutation({ mutationFn: run('delete') });
  return { update, remove };
}
