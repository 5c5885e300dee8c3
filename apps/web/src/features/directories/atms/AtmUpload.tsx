import { PERMISSION } from '@afx/domain';
import { useState } from 'react';
import { UploadButton, UploadDialog } from '../../../components/upload';
import { OldRecordsList } from '../shared/OldRecordsList';
import { useDirectoriesTranslation } from '../shared/useDirectoriesTranslation';
import { useDirectoryAccess } from '../shared/useDirectoryAccess';
import type { DirectoryPageState } from '../shared/useDirectoryList';
import { useDirectoryUpload } from '../shared/useDirectoryUpload';
import { atmApi } from './atmApi';
import { AtmDialog } from './AtmDialog';
import { createAtmUploadPlugin } from './atmUploadPlugin';

/** Upload of acquirer ATMs (spec 3 §2.3, §4 "ATM upload"): progress, manual fixes, old ATMs. */
export function AtmUpload({ page }: { page: DirectoryPageState }) {
  const { t, tm } = useDirectoriesTranslation();
  const access = useDirectoryAccess(PERMISSION.atms);
  const [acquirer, setAcquirer] = useState(access.ownOrg);
  const upload = useDirectoryUpload({
    access,
    selectWarning: 'select_acquirer',
    page,
    // The acquirer of the dialog of a row to fix.
    onTarget: (orgId) =>
      setAcquirer({
        value: orgId,
        label:
          orgId === access.ownOrgId ? access.ownOrgName : (page.filters.orgOption?.label ?? String(orgId)),
      }),
    createPlugin: ({ orgId, tm: translate }) => createAtmUploadPlugin({ orgId, tm: translate }),
    deleteOld: atmApi.groupDelete,
    oldDeletedNotice: 'old_atms_deleted',
  });
  const { engine, snapshot } = upload;
  const prompt = snapshot.waiting ? snapshot.prompt : null;
  // Stop upload in the row's dialog pauses the run (engine.pause, as the progress dialog's Cancel
  // does): the progress dialog then asks Continue or Confirm cancellation (engine.abort).
  const stopping = prompt !== null && snapshot.state !== 'running';

  return (
    <>
      <UploadButton
        engine={engine}
        label={t('atms.upload')}
        // Without E1008 the upload works only when the filter is the own organisation.
        disabled={!page.groupAllowed}
        beforeChoose={upload.beforeChoose}
        beforeStart={upload.beforeStart}
      />
      <UploadDialog
        engine={engine}
        title={t('atms.uploadTitle')}
        abortQuestion={tm('abort_atm_upload_confirm')}
        errorExit="close"
        hidden={prompt !== null && !stopping}
        renderFollowUp={(followUp) => (
          <OldRecordsList
            keys={followUp.oldAtms}
            deleted={upload.oldDeleted}
            noneText={t('atms.noOld')}
            listLabel={t('atms.oldTitle', { count: followUp.oldAtms.length })}
          />
        )}
        extraActions={(current) =>
          upload.deleteOldAction(t('atms.deleteOld'), current.followUp?.oldAtms ?? [])
        }
        onClosed={upload.onClosed}
      />
      {prompt ? (
        <AtmDialog
          // One dialog per waiting row: its form starts from that row.
          key={`${prompt.rowNumber}-${prompt.row.term_id}`}
          record={prompt.existing}
          upload={{ prompt, fileName: snapshot.fileName, acquirer, onStop: engine.pause, hidden: stopping }}
          onClose={() => engine.answer('skipped')}
          onSaved={(outcome) => engine.answer(outcome)}
        />
      ) : null}
    </>
  );
}
