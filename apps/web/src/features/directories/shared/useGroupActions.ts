import { directoryUploadTarget, type MessageKey } from '@afx/domain';
import { useMutation } from '@tanstack/react-query';
import { App } from 'antd';
import type { CountAnswer } from './directoryTypes';
import { NOTICE_SECONDS } from './notices';
import { useDirectoriesTranslation } from './useDirectoriesTranslation';
import type { DirectoryAccess } from './useDirectoryAccess';
import type { DirectoryPageState } from './useDirectoryList';

/** Fields a group update sets on every selected record; absent fields keep their values. */
export type GroupUpdateSet = Readonly<Record<string, unknown>>;

interface GroupActionsArgs {
  access: DirectoryAccess;
  page: DirectoryPageState;
  /** 'select_issuer' or 'select_acquirer', when E-code users have chosen none. */
  selectWarning: MessageKey;
  api: {
    /** `set`: the fields to change (the BINs' group update dialog); none confirms the records. */
    groupUpdate: (orgId: number, list: string[], set?: GroupUpdateSet) => Promise<CountAnswer>;
    groupDelete: (orgId: number, list: string[]) => Promise<CountAnswer>;
  };
  /** The keys the server takes, from the selected row keys; those keys themselves unless set. */
  keysOf?: (selected: readonly string[], orgId: number | null) => string[];
}

/**
 * Update selected and delete selected of the BIN and ATM lists: on the filter's organisation (the
 * own one without the E-code), 'Group updated successfully' or 'Group deleted successfully'.
 */
export function useGroupActions({ access, page, selectWarning, api, keysOf }: GroupActionsArgs) {
  const { tm } = useDirectoriesTranslation();
  const { message } = App.useApp();
  const run = async (action: 'update' | 'delete', set?: GroupUpdateSet): Promise<void> => {
    const target = directoryUploadTarget({
      extended: access.extended,
      filterOrgId: page.filterOrgId,
      ownOrgId: access.ownOrgId,
      selectWarning,
    });
    if ('warning' in target) {
      void message.warning(tm(target.warning), NOTICE_SECONDS.warning);
      return;
    }
    const keys = keysOf ? keysOf(page.selected, page.filterOrgId) : [...page.selected];
    await (action === 'update'
      ? api.groupUpdate(target.orgId, keys, set)
      : api.groupDelete(target.orgId, keys));
    void message.success(tm(action === 'update' ? 'group_updated' : 'group_deleted'), NOTICE_SECONDS.success);
    page.changed();
  };
  const update = useMutation({ mutationFn: (set?: GroupUpdateSet) => run('update', set) });
  const remove = useMutation({ mutationFn: () => run('delete') });
  return { update, remove, enabled: page.groupAllowed, selectedCount: page.selected.length };
}
