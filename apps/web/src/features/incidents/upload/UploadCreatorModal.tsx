import { Form, Modal } from 'antd';
import type { ReactNode } from 'react';
import { RemoteSelect } from '../../../components/remote-select';
import { INCIDENT_PATHS } from '../api/incidentApi';
import { useIncidentsTranslation } from '../useIncidentsTranslation';

export interface UploadCreator {
  orgId: number | null;
  userId: number | null;
}

interface UploadCreatorModalProps {
  open: boolean;
  creator: UploadCreator;
  onChange: (creator: UploadCreator) => void;
  onCancel: () => void;
  /** The file button: it checks the choice before the upload starts. */
  children: ReactNode;
}

/**
 * An E1000 upload registers the incidents for an organisation and one of its users, picked first
 * (spec 1 §5 "Upload file"); the file is chosen here too.
 */
export function UploadCreatorModal({ open, creator, onChange, onCancel, children }: UploadCreatorModalProps) {
  const { t } = useIncidentsTranslation();
  return (
    <Modal open={open} title={t('upload.title')} onCancel={onCancel} footer={children} destroyOnHidden>
      <Form layout="vertical">
        <Form.Item label={t('upload.creatorOrg')} htmlFor="upload-creator-org" required>
          <RemoteSelect
            id="upload-creator-org"
            url={INCIDENT_PATHS.organisations}
            value={creator.orgId}
            onChange={(orgId) => onChange({ orgId: typeof orgId === 'number' ? orgId : null, userId: null })}
            allowClear
          />
        </Form.Item>
        <Form.Item label={t('upload.creatorUser')} htmlFor="upload-creator-user" required>
          <RemoteSelect
            // A new organisation starts a new user search.
            key={creator.orgId ?? 'none'}
            id="upload-creator-user"
            url={INCIDENT_PATHS.users}
            value={creator.userId}
            extraFilter={creator.orgId ? { org_id: creator.orgId } : undefined}
            onChange={(userId) =>
              onChange({ ...creator, userId: typeof userId === 'number' ? userId : null })
            }
            disabled={!creator.orgId}
            allowClear
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
