import { Form, Modal } from 'antd';
import type { ReactNode } from 'react';
import { RemoteSelect, type RemoteOption } from '../../../components/remote-select';
import { INCIDENT_PATHS } from '../api/incidentApi';
import { useIncidentsTranslation } from '../useIncidentsTranslation';

/** The chosen organisation and user, with their names: the dialog is built anew on every opening. */
export interface UploadCreator {
  org: RemoteOption | null;
  user: RemoteOption | null;
}

const idOf = (option: RemoteOption | null): number | null =>
  typeof option?.value === 'number' ? option.value : null;

/** The chosen organisation's and user's ids, as the upload sends them. */
export function creatorIds(creator: UploadCreator): { orgId: number | null; userId: number | null } {
  return { orgId: idOf(creator.org), userId: idOf(creator.user) };
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
            value={idOf(creator.org)}
            initialOption={creator.org}
            onChange={(_orgId, org) => onChange({ org, user: null })}
            allowClear
          />
        </Form.Item>
        <Form.Item label={t('upload.creatorUser')} htmlFor="upload-creator-user" required>
          <RemoteSelect
            // A new organisation starts a new user search.
            key={idOf(creator.org) ?? 'none'}
            id="upload-creator-user"
            url={INCIDENT_PATHS.users}
            value={idOf(creator.user)}
            initialOption={creator.user}
            extraFilter={creator.org ? { org_id: creator.org.value } : undefined}
            onChange={(_userId, user) => onChange({ ...creator, user })}
            disabled={!creator.org}
            allowClear
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
