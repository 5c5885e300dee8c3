import { API_CLIENT_NAME_MAX, type PermissionCode } from '@afx/domain';
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { applyServerFieldErrors } from '../../../components/form';
import { adminApi } from '../api/adminApi';
import type { ApiClientCredentials } from '../api/types';
import { CodesField } from '../shared/CodesField';
import { OrganisationSelect } from '../shared/OrganisationSelect';
import { useAdminTranslation } from '../useAdminTranslation';

interface ApiClientFormValues {
  org_id: number | null;
  name: string;
  permissions: PermissionCode[];
}

interface ApiClientCreateDialogProps {
  onClose: () => void;
  /** The new client's id and secret, to be shown once. */
  onCreated: (credentials: ApiClientCredentials) => void;
}

/** A new API client of an organisation, with its codes. */
export function ApiClientCreateDialog({ onClose, onCreated }: ApiClientCreateDialogProps) {
  const { t, tm } = useAdminTranslation();
  const [form] = Form.useForm<ApiClientFormValues>();
  const [busy, setBusy] = useState(false);

  const create = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setBusy(true);
    try {
      const credentials = await adminApi.createApiClient({
        org_id: values.org_id as number,
        name: values.name.trim(),
        permissions: values.permissions,
      });
      onCreated(credentials);
    } catch (error) {
      applyServerFieldErrors(form, error, ['org_id', 'name', 'permissions']);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      width={720}
      title={t('apiClients.createTitle')}
      okText={t('common.create')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: busy }}
      onOk={() => void create()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<ApiClientFormValues>
        form={form}
        layout="vertical"
        name="admin_api_client"
        initialValues={{ org_id: null, name: '', permissions: [] }}
      >
        <Form.Item
          name="org_id"
          label={t('apiClients.fields.organisation')}
          rules={[{ required: true, message: tm('required_field') }]}
        >
          <OrganisationSelect />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('apiClients.fields.name')}
          rules={[{ required: true, whitespace: true, message: tm('required_field') }]}
        >
          <Input maxLength={API_CLIENT_NAME_MAX} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="permissions"
          label={t('apiClients.fields.codes')}
          rules={[
            {
              validator: async (_rule, value: PermissionCode[] | undefined) => {
                if (!value || value.length === 0) throw new Error(t('apiClients.codesRequired'));
              },
            },
          ]}
        >
          <CodesField />
        </Form.Item>
      </Form>
    </Modal>
  );
}
