import {
  ROLE_LABEL_KEYS,
  fieldErrorsOf,
  isAdmin,
  managedUserCreateSchema,
  managedUserUpdateSchema,
  workEmailProblem,
  type PermissionCode,
} from '@afx/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Drawer, Form, Input, Select, Space, type FormRule } from 'antd';
import { useProfile } from '../../../app/auth/profileContext';
import { applyServerFieldErrors } from '../../../components/form';
import { RemoteSelect } from '../../../components/remote-select';
import type { ManagedRole, ManagedUserView } from '../api/types';
import { USER_PATHS, USER_QUERY_KEYS, userApi } from '../api/userApi';
import { useManagerTranslation } from '../useManagerTranslation';
import { loadFreeMail } from './freeMail';
import { PermissionCodesField } from './PermissionCodesField';
import {
  EMPTY_USER_FORM,
  USER_FORM_FIELDS,
  createBodyOf,
  updateBodyOf,
  userFormValuesOf,
  type UserFormValues,
} from './userForm';

export type UserFormMode = { kind: 'invite' } | { kind: 'edit'; user: ManagedUserView };

interface UserFormDrawerProps {
  mode: UserFormMode;
  /** The administrator's view: the organisation is chosen in the form. */
  adminMode: boolean;
  onClose: () => void;
  onSaved: (user: ManagedUserView) => void;
}

const DEFAULT_ROLES: readonly ManagedRole[] = ['user', 'manager'];
const TEXT_MAX = 200;

/**
 * Invite a user (e-mail, name, position, role, codes) or edit one: checked with the domain's
 * schemas and e-mail rule before sending, the server's field errors shown under their fields.
 * The e-mail of an existing user is the administrator's to change (spec 1 §6).
 */
export function UserFormDrawer({ mode, adminMode, onClose, onSaved }: UserFormDrawerProps) {
  const { t, tm } = useManagerTranslation();
  const { message } = App.useApp();
  const profile = useProfile();
  const admin = isAdmin(profile);
  const editing = mode.kind === 'edit' ? mode.user : null;
  const [form] = Form.useForm<UserFormValues>();
  const chosenOrg: number | null | undefined = Form.useWatch('org_id', form);

  // The options of the user's organisation: a manager's own, the administrator's chosen one.
  const orgId = editing
    ? admin
      ? editing.org_id
      : undefined
    : adminMode
      ? (chosenOrg ?? undefined)
      : undefined;
  const needsOrg = adminMode && !editing && !chosenOrg;
  const options = useQuery({
    queryKey: USER_QUERY_KEYS.options(orgId),
    queryFn: ({ signal }) => userApi.options(orgId, signal),
    enabled: !needsOrg,
  });
  const domains = options.data?.email_domains ?? [];
  const grantable = options.data?.grantable_codes ?? [];
  const roles = options.data?.roles?.length ? options.data.roles : DEFAULT_ROLES;
  const emailEditable = !editing || admin;

  const schema = editing ? managedUserUpdateSchema : managedUserCreateSchema;
  const bodyOf = (values: UserFormValues): unknown =>
    editing ? updateBodyOf(values, editing, admin) : createBodyOf(values, adminMode);
  const domainRule =
    (field: string): FormRule =>
    (instance) => ({
      validator: async () => {
        const values = instance.getFieldsValue(true) as UserFormValues;
        const error = fieldErrorsOf(schema, bodyOf(values)).find((issue) => issue.field === field);
        if (error) throw new Error(tm(error.key, error.params));
      },
    });
  const emailRule: FormRule = {
    validator: async (_rule, value: string | undefined) => {
      const email = (value ?? '').trim();
      if (!emailEditable || (editing && email === editing.email)) return;
      if (email === '') throw new Error(tm('required_field'));
      const isFreeMail = await loadFreeMail();
      const problem = workEmailProblem(email, domains, isFreeMail);
      if (problem) throw new Error(tm(problem));
    },
  };

  const save = useMutation({
    mutationFn: (values: UserFormValues) =>
      editing
        ? userApi.update(updateBodyOf(values, editing, admin))
        : userApi.create(createBodyOf(values, adminMode)),
    onSuccess: (saved) => {
      void message.success(editing ? t('form.saved') : t('form.invited', { email: saved.email }));
      onSaved(saved);
    },
    onError: (error) => {
      applyServerFieldErrors(form, error, [...USER_FORM_FIELDS]);
    },
  });

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (values) save.mutate({ ...form.getFieldsValue(true), ...values } as UserFormValues);
  };

  const held: PermissionCode[] = editing ? editing.permissions : [];

  return (
    <Drawer
      open
      onClose={onClose}
      size={560}
      destroyOnHidden
      title={editing ? t('form.editTitle', { login: editing.login }) : t('form.inviteTitle')}
      footer={
        <Space>
          <Button type="primary" loading={save.isPending} onClick={() => void submit()} disabled={needsOrg}>
            {editing ? t('form.save') : t('form.send')}
          </Button>
          <Button onClick={onClose}>{t('form.cancel')}</Button>
        </Space>
      }
    >
      <Form<UserFormValues>
        form={form}
        name={editing ? 'manager_user_edit' : 'manager_user_invite'}
        layout="vertical"
        initialValues={editing ? userFormValuesOf(editing) : EMPTY_USER_FORM}
        onFinish={() => void submit()}
        data-testid="user-form"
      >
        {adminMode && !editing ? (
          <Form.Item
            name="org_id"
            label={t('form.organisation')}
            rules={[{ required: true, message: t('form.organisationRequired') }]}
          >
            <RemoteSelect
              url={USER_PATHS.organisations}
              searchField="text"
              onChange={() => form.setFieldValue('permissions', [])}
            />
          </Form.Item>
        ) : null}
        {!editing && !needsOrg && options.isSuccess && domains.length === 0 ? (
          <Alert type="warning" showIcon title={t('form.emailNoDomains')} style={{ marginBottom: 16 }} />
        ) : null}
        <Form.Item
          name="email"
          label={t('form.email')}
          validateTrigger="onBlur"
          rules={[emailRule]}
          extra={
            !emailEditable
              ? t('form.emailReadOnly')
              : domains.length > 0
                ? t('form.emailHint', { domains: domains.join(', ') })
                : undefined
          }
        >
          <Input
            type="email"
            autoComplete="off"
            maxLength={254}
            readOnly={!emailEditable}
            disabled={needsOrg}
          />
        </Form.Item>
        <Form.Item name="full_name" label={t('form.full_name')} rules={[domainRule('full_name')]}>
          <Input autoComplete="off" maxLength={TEXT_MAX} />
        </Form.Item>
        <Form.Item name="position" label={t('form.position')} rules={[domainRule('position')]}>
          <Input autoComplete="off" maxLength={TEXT_MAX} />
        </Form.Item>
        <Form.Item name="role" label={t('form.role')} rules={[domainRule('role')]}>
          <Select options={roles.map((role) => ({ value: role, label: tm(ROLE_LABEL_KEYS[role]) }))} />
        </Form.Item>
        <Form.Item name="permissions" label={t('form.permissions')} rules={[domainRule('permissions')]}>
          <PermissionCodesField grantable={grantable} held={held} disabled={needsOrg || !options.isSuccess} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
