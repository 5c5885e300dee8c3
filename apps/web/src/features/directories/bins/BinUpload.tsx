import { directoryUploadTarget, PERMISSION } from '@afx/domain';
import { App } from 'antd';
import { useRef, useState } from 'react';
import { UploadButton, UploadDialog, useUploadEngine } from '../../../components/upload';
import { NOTICE_SECONDS } from '../shared/notices';
import { useLatest } from '../shared/useLatest';
import { useDirectoriesTranslation } from '../shared/useDirectoriesTranslation';
import { useDirectoryAccess } from '../shared/useDirectoryAccess';
import { binApi } from './binApi';
import { BinUploadFollowUp } from './BinUploadFollowUp';
import { createBinUploadPlugin } from './binUploadPlugin';

interface BinUploadProps {
  /** The issuer chosen in the list filter. */
  filterOrgId: number | null;
  /** Without E1007 the upload sets the own organisation as the filter. */
  onOwnFilter: () => void;
  /** The directory changed: the list reloads. */
  onChanged: () => void;
}

/** 'Upload issuer BINs' (xlsx or xls) and its progress dialog (spec 3 §2.2, §4 "BIN upload"). */
export function BinUpload({ filterOrgId, onOwnFilter, onChanged }: BinUploadProps) {
  const { t, tm } = useDirectoriesTranslation();
  const { message } = App.useApp();
  const access = useDirectoryAccess(PERMISSION.bins);
  const target = useRef(access.ownOrgId);
  const translate = useLatest(tm);
  const [plugin] = useState(() =>
    createBinUploadPlugin({
      orgId: () => target.current,
      tm: (key, params) => translate.current(key, params),
      onConflicts: () => void message.warning(translate.current('bin_conflict'), NOTICE_SECONDS.warning),
    }),
  );
  const { engine } = useUploadEngine(plugin);
  const [oldDeleted, setOldDeleted] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const beforeStart = (): boolean => {
    const chosen = directoryUploadTarget({
      extended: access.extended,
      filterOrgId,
      ownOrgId: access.ownOrgId,
      selectWarning: 'select_issuer',
    });
    if ('warning' in chosen) {
      void message.warning(tm(chosen.warning), NOTICE_SECONDS.warning);
      return false;
    }
    if (!access.extended) onOwnFilter();
    target.current = chosen.orgId;
    setOldDeleted(false);
    return true;
  };

  const deleteOld = async (oldBins: string[]): Promise<void> => {
    setDeleting(true);
    try {
      await binApi.groupDelete(target.current, oldBins);
      setOldDeleted(true);
      void message.success(tm('old_bins_deleted'), NOTICE_SECONDS.cleanup);
      onChanged();
    } catch {
      // The HTTP client has shown why; the button stays for another try.
    } finally {
      setDeleting(false);
    }
  };

  return (
    <>
      <UploadButton engine={engine} label={t('bins.upload')} beforeStart={beforeStart} />
      <UploadDialog
        engine={engine}
        title={t('bins.uploadTitle')}
        counterLabels={{
          created: t('common.counters.created'),
          updated: t('common.counters.updated'),
          unchanged: t('common.counters.unchanged'),
          conflicts: t('common.counters.conflicts'),
        }}
        errorExit="confirm"
        renderFollowUp={(followUp) => <BinUploadFollowUp followUp={followUp} oldDeleted={oldDeleted} />}
        extraActions={(snapshot) =>
          snapshot.followUp && snapshot.followUp.oldBins.length > 0
            ? [
                {
                  key: 'delete-old',
                  label: t('bins.deleteOld'),
                  danger: true,
                  loading: deleting,
                  disabled: oldDeleted,
                  onClick: () => deleteOld(snapshot.followUp?.oldBins ?? []),
                },
              ]
            : []
        }
        onClosed={({ done }) => {
          if (done > 0) onChanged();
        }}
      />
    </>
  );
}
