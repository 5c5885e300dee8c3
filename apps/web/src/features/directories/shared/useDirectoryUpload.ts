import { directoryUploadTarget, type MessageKey } from '@afx/domain';
import { App } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import {
  useUploadEngine,
  type SheetColumns,
  type UploadExtraAction,
  type UploadPlugin,
} from '../../../components/upload';
import { NOTICE_SECONDS } from './notices';
import type { DomainText } from './useDirectoriesTranslation';
import { useDirectoriesTranslation } from './useDirectoriesTranslation';
import type { DirectoryAccess } from './useDirectoryAccess';
import type { DirectoryPageState } from './useDirectoryList';
import { useLatest } from './useLatest';

/** What a directory's upload plugin is made with. */
export interface DirectoryUploadDeps {
  /** The organisation the upload works on, settled before the file is read. */
  orgId: () => number;
  tm: DomainText;
  /** A warning in the domain's words ('Conflict: BIN is owned by another organization'). */
  warn: (key: MessageKey) => void;
}

interface DirectoryUploadArgs<C extends SheetColumns, Follow, Prompt, Answer> {
  access: DirectoryAccess;
  /** 'select_issuer' or 'select_acquirer', when E-code users have chosen none in the filter. */
  selectWarning: MessageKey;
  /** The list page: its filter's organisation, the own-organisation filter, the reload. */
  page: DirectoryPageState;
  /** The organisation the upload works on, once chosen. */
  onTarget?: (orgId: number) => void;
  createPlugin: (deps: DirectoryUploadDeps) => UploadPlugin<C, Follow, Prompt, Answer>;
  /** Deletes the organisation's records the file did not contain. */
  deleteOld: (orgId: number, keys: string[]) => Promise<unknown>;
  /** 'Old BINs deleted successfully', 'Old ATMs deleted successfully'. */
  oldDeletedNotice: MessageKey;
}

/**
 * The BIN and ATM uploads (spec 3 §2.2, §2.3, §4): on the filter's organisation (the own one
 * without the E-code), then 'Delete old …' for the records the file did not contain.
 */
export function useDirectoryUpload<C extends SheetColumns, Follow, Prompt, Answer>(
  args: DirectoryUploadArgs<C, Follow, Prompt, Answer>,
) {
  const { t, tm } = useDirectoriesTranslation();
  const { message, modal } = App.useApp();
  const { access } = args;
  const target = useRef(access.ownOrgId);
  const translate = useLatest(tm);
  const [plugin] = useState(() =>
    args.createPlugin({
      orgId: () => target.current,
      tm: (key, params) => translate.current(key, params),
      warn: (key) => void message.warning(translate.current(key), NOTICE_SECONDS.warning),
    }),
  );
  const { engine, snapshot } = useUploadEngine(plugin);
  const [oldDeleted, setOldDeleted] = useState(false);
  const [deleting, setDeleting] = useState(false);

  /** The organisation the upload would work on, or (after the warning) null when there is none. */
  const chosenTarget = () => {
    // The organisation the user sees in the filter, even if they have not pressed Search since.
    const shownOrgId = args.page.shownOrgId();
    const chosen = directoryUploadTarget({
      extended: access.extended,
      filterOrgId: shownOrgId,
      ownOrgId: access.ownOrgId,
      selectWarning: args.selectWarning,
    });
    if (!('warning' in chosen)) return { shownOrgId, orgId: chosen.orgId };
    void message.warning(tm(chosen.warning), NOTICE_SECONDS.warning);
    return null;
  };

  /** Before the file dialog opens: there must be an organisation to work on. */
  const beforeChoose = (): boolean => chosenTarget() !== null;

  /** Settles the organisation; false (after the warning) when there is none to work on. */
  const beforeStart = (): boolean => {
    const chosen = chosenTarget();
    if (!chosen) return false;
    const { shownOrgId } = chosen;
    // Without the E-code the upload works on the own organisation, set as the filter; with it, the
    // list shows the organisation the upload works on.
    if (!access.extended) args.page.filters.onOwn();
    else if (shownOrgId !== args.page.filterOrgId) args.page.filters.onSearch();
    target.current = chosen.orgId;
    args.onTarget?.(chosen.orgId);
    setOldDeleted(false);
    return true;
  };

  const deleteOld = async (keys: string[]): Promise<void> => {
    setDeleting(true);
    try {
      await args.deleteOld(target.current, keys);
      setOldDeleted(true);
      void message.success(tm(args.oldDeletedNotice), NOTICE_SECONDS.cleanup);
      args.page.changed();
    } catch {
      // The HTTP client has shown why; the button stays for another try.
    } finally {
      setDeleting(false);
    }
  };

  /** 'Delete old BINs' or 'Delete old ATMs' in the finished dialog, when the file left some out. */
  const deleteOldAction = (label: ReactNode, keys: readonly string[]): UploadExtraAction[] =>
    keys.length === 0
      ? []
      : [
          {
            key: 'delete-old',
            label,
            danger: true,
            loading: deleting,
            disabled: oldDeleted,
            // Many records may go at once, and a shortened file would take the rest with it: ask.
            onClick: () =>
              void modal.confirm({
                title: label,
                content: t('common.deleteOldConfirm', { count: keys.length }),
                okText: t('common.delete'),
                okButtonProps: { danger: true },
                cancelText: t('common.cancel'),
                onOk: () => deleteOld([...keys]),
              }),
          },
        ];

  return {
    engine,
    snapshot,
    beforeChoose,
    beforeStart,
    oldDeleted,
    deleteOldAction,
    /** Rows may have been written even by an aborted upload: the list reloads then. */
    onClosed: ({ done }: { done: number }) => {
      if (done > 0) args.page.changed();
    },
  };
}
