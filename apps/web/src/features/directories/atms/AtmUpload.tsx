import { directoryUploadTarget, PERMISSION } from '@afx/domain';
import { App } from 'antd';
import { useRef, useState } from 'react';
import { UploadButton, UploadDialog, useUploadEngine } from '../../../components/upload';
import { NOTICE_SECONDS } from '../shared/notices';
import { useDirectoriesTranslation } from '../shared/useDirectoriesTranslation';
import { useDirectoryAccess } from '../shared/useDirectoryAccess';
import { useLatest } from '../shared/useLatest';
import { atmApi } from './atmApi';
import { AtmDialog } from './AtmDialog';
import { createAtmUploadPlugin } from './atmUploadPlugin';
import { AtmUploadFollowUp } from './AtmUploadFollowUp';

interface AtmUploadProps {
  /** Without E1008 the upload works only when the filter is the own organisation. */
  disabled: boolean;
  /** The acquirer chosen in the list filter. */
  filterOrgId: number | null;
  /** Its name, for the dialog of a row to fix. */
  filterOrgName: string | null;
  /** Without E1008 the upload works on the own organisation, set as the filter. */
  onOwnFilter: () => void;
  /** The directory changed: the list reloads. */
  onChanged: () => void;
}

/** Upload of acquirer ATMs (spec 3 §2.3, §4 "ATM upload"): progress, manual fixes, old ATMs. */
export function AtmUpload({ disabled, filterOrgId, filterOrgName, onOwnFilter, onChanged }: AtmUploadProps) {
  const { t, tm } = useDirectoriesTranslation();
  const { message } = App.useApp();
  const access = useDirectoryAccess(PERMISSION.atms);
  const target = useRef(access.ownOrgId);
  const [acquirer, setAcquirer] = useState({ value: access.ownOrgId, label: access.ownOrgName });
  const translate = useLatest(tm);
  const [plugin] = useState(() =>
    createAtmUploadPlugin({
      orgId: () => target.current,
      tm: (key, params) => translate.current(key, params),
    }),
  );
  const { engine, snapshot } = useUploadEngine(plugin);
  const [oldDeleted, setOldDeleted] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const prompt = snapshot.waiting ? snapshot.prompt : null;

  const beforeStart = (): boolean => {
    const chosen = directoryUploadTarget({
      extended: access.extended,
      filterOrgId,
      ownOrgId: access.ownOrgId,
      selectWarning: 'select_acquirer',
    });
    if ('warning' in chosen) {
      void message.warning(tm(chosen.warning), NOTICE_SECONDS.warning);
      return false;
    }
    if (!access.extended) onOwnFilter();
    target.current = chosen.orgId;
    setAcquirer({
      value: chosen.orgId,
      label: chosen.orgId === access.ownOrgId ? access.ownOrgName : (filterOrgName ?? String(chosen.orgId)),
    });
    setOldDeleted(false);
    return true;
  };

  const deleteOld = async (oldAtms: string[]): Promise<void> => {
    setDeleting(true);
    try {
      await atmApi.groupDelete(target.current, oldAtms);
      setOldDeleted(true);
      void message.success(tm('old_atms_deleted'), NOTICE_SECONDS.cleanup);
      onChanged();
    } catch {
      // The HTTP client has shown why; the button stays for another try.
    } finally {
      setDeleting(false);
    }
  };

  return (
    <>
      <UploadButton engine={engine} label={t('atms.upload')} disabled={disabled} beforeStart={beforeStart} />
      <UploadDialog
        engine={engine}
        title={t('atms.uploadTitle')}
        counterLabels={{
          created: t('common.counters.created'),
          updated: t('common.counters.updated'),
          skipped: t('common.counters.skipped'),
        }}
        abortQuestion={tm('abort_atm_upload_confirm')}
        errorExit="close"
        hidden={prompt !== null}
        renderFollowUp={(followUp) => <AtmUploadFollowUp followUp={followUp} oldDeleted={oldDeleted} />}
        extraActions={(current) =>
          current.followUp && current.followUp.oldAtms.length > 0
            ? [
                {
                  key: 'delete-old',
                  label: t('atms.deleteOld'),
                  danger: true,
                  loading: deleting,
                  disabled: oldDeleted,
                  onClick: () => deleteOld(current.followUp?.oldAtms ?? []),
                },
              ]
            : []
        }
        onClosed={({ done }) => {
          if (done > 0) onChanged();
        }}
      />
      {prompt ? (
        <AtmDialog
          // One dialog per waiting row: its form starts from that row.
          key={`${prompt.rowNumber}-${prompt.row.term_id}`}
          record={prompt.existing}
          upload={{ prompt, fileName: snapshot.fileName, acquirer }}
          onClose={() => engine.answer('skipped')}
          onSaved={(outcome) => engine.answer(outcome)}
        />
      ) : null}
    </>
  );
}
