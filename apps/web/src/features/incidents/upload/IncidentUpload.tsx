import { UploadOutlined } from '@ant-design/icons';
import { checkUploadCreator } from '@afx/domain';
import { App, Button, Space, Tag } from 'antd';
import { useState } from 'react';
import { UploadButton, UploadDialog, useUploadEngine } from '../../../components/upload';
import { IncidentDrawer } from '../drawer/IncidentDrawer';
import { useDomainText } from '../useDomainText';
import { useIncidentsTranslation } from '../useIncidentsTranslation';
import { incidentUploadPlugin } from './incidentUploadPlugin';
import { creatorIds, UploadCreatorModal, type UploadCreator } from './UploadCreatorModal';

interface IncidentUploadProps {
  /** The upload dialog was closed: the list reloads (rows may have been created). */
  onFinished: () => void;
}

const NO_CREATOR: UploadCreator = { org: null, user: null };

/**
 * Spreadsheet upload of incidents for E1000 (spec 1 §4, §5): pick the creator organisation and
 * user, choose an xlsx or xls file; the shared upload engine checks it with the domain's incident
 * sheet, then each row fills the incident drawer to be saved or skipped.
 */
export function IncidentUpload({ onFinished }: IncidentUploadProps) {
  const { t } = useIncidentsTranslation();
  const { text } = useDomainText();
  const { message } = App.useApp();
  const [picking, setPicking] = useState(false);
  const [creator, setCreator] = useState<UploadCreator>(NO_CREATOR);
  // The category-domain of the last saved row starts the next one.
  const [lastDomainId, setLastDomainId] = useState<number | undefined>(undefined);
  const { engine, snapshot } = useUploadEngine(incidentUploadPlugin());
  const prompt = snapshot.waiting ? snapshot.prompt : null;
  const { orgId, userId } = creatorIds(creator);

  /** The creator is chosen; else (after the warning) false. Asked before the file dialog opens. */
  const creatorChosen = () => {
    const missing = checkUploadCreator({
      extended: true,
      creatorOrgId: orgId,
      creatorUserId: userId,
    });
    if (missing) void message.warning(text(missing), 5);
    return !missing;
  };

  const beforeStart = () => {
    if (!creatorChosen()) return false;
    setPicking(false);
    setLastDomainId(undefined);
    return true;
  };

  const counters = (
    <Space wrap>
      <Tag color="blue">
        {t('upload.row', { row: prompt?.rowNumber ?? '', done: snapshot.done + 1, total: snapshot.total })}
      </Tag>
      <Tag color="green">{t('upload.created', { count: snapshot.counters.created ?? 0 })}</Tag>
      <Tag>{t('upload.skipped', { count: snapshot.counters.skipped ?? 0 })}</Tag>
    </Space>
  );

  return (
    <>
      <Button icon={<UploadOutlined />} onClick={() => setPicking(true)} data-testid="incident-upload">
        {t('upload.button')}
      </Button>
      <UploadCreatorModal
        open={picking}
        creator={creator}
        onChange={setCreator}
        onCancel={() => setPicking(false)}
      >
        <UploadButton
          engine={engine}
          label={t('upload.chooseFile')}
          accept=".xlsx,.xls"
          beforeChoose={creatorChosen}
          beforeStart={beforeStart}
        />
      </UploadCreatorModal>
      <UploadDialog
        engine={engine}
        title={t('upload.title')}
        abortQuestion={text('abort_upload_confirm')}
        errorExit="confirm"
        hidden={prompt !== null}
        // Rows saved before an abort are registered too, so every closing reloads the list.
        onClosed={onFinished}
      />
      <IncidentDrawer
        target={
          prompt && orgId && userId
            ? {
                kind: 'new',
                domainId: lastDomainId,
                details: prompt.row,
                creator: { orgId, userId },
              }
            : null
        }
        upload={{ caption: counters, onSkip: () => engine.answer('skipped'), onAbort: engine.abort }}
        onClose={engine.abort}
        onSaved={(saved) => {
          setLastDomainId(saved.categoryDomainId ?? undefined);
          engine.answer('created');
        }}
      />
    </>
  );
}
