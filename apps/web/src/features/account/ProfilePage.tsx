import { EditOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Skeleton } from 'antd';
import { useState } from 'react';
import { applyLanguage } from '../../i18n/applyLanguage';
import { accountApi, type AccountProfile } from './accountApi';
import { ACCOUNT_QUERY_KEYS, useAccountProfile } from './accountQueries';
import { AccountPageFrame } from './AccountPageFrame';
import { LoadFailed } from './LoadFailed';
import { ProfileForm, type ProfileFormValues } from './ProfileForm';
import { ProfileView } from './ProfileView';
import { useAccountTranslation } from './useAccountTranslation';

/** /account/profile: the user's details; name, position and language are editable. */
export function ProfilePage() {
  const { t } = useAccountTranslation();
  const profile = useAccountProfile();
  return (
    <AccountPageFrame page="profile" intro={t('profile.intro')}>
      {profile.isPending ? (
        <Skeleton active />
      ) : profile.isError ? (
        <LoadFailed onRetry={() => void profile.refetch()} />
      ) : (
        <ProfileEditor profile={profile.data} />
      )}
    </AccountPageFrame>
  );
}

function ProfileEditor({ profile }: { profile: AccountProfile }) {
  const { t, i18n } = useAccountTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);

  const save = useMutation({
    mutationFn: (values: ProfileFormValues) =>
      accountApi.saveProfile({
        full_name: values.full_name.trim(),
        position: values.position.trim() || null,
        locale: values.locale,
      }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(ACCOUNT_QUERY_KEYS.profile, saved);
      setEditing(false);
      void message.success(t('profile.saved'));
      // A new language takes effect at once, as the language menu's choice does.
      if (saved.locale !== profile.locale) {
        await applyLanguage(i18n, saved.locale);
      }
    },
  });

  return (
    <>
      <Alert type="info" showIcon title={t('profile.emailNote')} />
      {editing ? (
        <ProfileForm
          profile={profile}
          saving={save.isPending}
          onSave={(values) => save.mutateAsync(values)}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <>
          <ProfileView profile={profile} />
          <div>
            <Button icon={<EditOutlined aria-hidden />} onClick={() => setEditing(true)}>
              {t('common.edit')}
            </Button>
          </div>
        </>
      )}
    </>
  );
}
