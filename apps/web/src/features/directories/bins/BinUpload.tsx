import { PERMISSION } from '@afx/domain';
import { UploadButton, UploadDialog } from '../../../components/upload';
import { useDirectoriesTranslation } from '../shared/useDirectoriesTranslation';
import { useDirectoryAccess } from '../shared/useDirectoryAccess';
import type { DirectoryPageState } from '../shared/useDirectoryList';
import { useDirectoryUpload } from '../shared/useDirectoryUpload';
import { binApi } from './binApi';
import { BinUploadFollowUp } from './BinUploadFollowUp';
import { createBinUploadPlugin } from './binUploadPlugin';

/** 'Upload issuer BINs' (xlsx or xls) and its progress dialog (spec 3 §2.2, §4 "BIN upload"). */
export function BinUpload({ page }: { page: DirectoryPageState }) {
  const { t } = useDirectoriesTranslation();
  const access = useDirectoryAccess(PERMISSION.bins);
  const upload = useDirectoryUpload({
    access,
    selectWarning: 'select_issuer',
    page,
    createPlugin: ({ orgId, tm, warn }) =>
      createBinUploadPlugin({ orgId, tm, onConflicts: () => warn('bin_conflict') }),
    deleteOld: binApi.groupDelete,
    oldDeletedNotice: 'old_bins_deleted',
  });

  return (
    <>
      <UploadButton
        engine={upload.engine}
        label={t('bins.upload')}
        beforeChoose={upload.beforeChoose}
        beforeStart={upload.beforeStart}
      />
      <UploadDialog
        engine={upload.engine}
        title={t('bins.uploadTitle')}
        errorExit="confirm"
        renderFollowUp={(followUp) => (
          <BinUploadFollowUp followUp={followUp} oldDeleted={upload.oldDeleted} />
        )}
        extraActions={(snapshot) =>
          upload.deleteOldAction(t('bins.deleteOld'), snapshot.followUp?.oldBins ?? [])
        }
        onClosed={upload.onClosed}
      />
    </>
  );
}
