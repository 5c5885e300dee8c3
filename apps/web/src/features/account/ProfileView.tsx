import { Descriptions, type DescriptionsProps } from 'antd';
import type { AccountProfile } from './accountApi';
import { LANGUAGE_NAMES } from './languageNames';
import { useAccountTranslation } from './useAccountTranslation';

export function ProfileView({ profile }: { profile: AccountProfile }) {
  const { t } = useAccountTranslation();
  const items: DescriptionsProps['items'] = [
    { key: 'login', label: t('profile.login'), children: profile.login },
    { key: 'email', label: t('profile.email'), children: profile.email || '—' },
    { key: 'organisation', label: t('profile.organisation'), children: profile.org_name },
    { key: 'fullName', label: t('profile.fullName'), children: profile.full_name || '—' },
    { key: 'position', label: t('profile.position'), children: profile.position || '—' },
    { key: 'language', label: t('profile.language'), children: LANGUAGE_NAMES[profile.locale] },
  ];
  return (
    <Descriptions
      bordered
      column={1}
      size="middle"
      items={items}
      styles={{ label: { width: 220 } }}
      data-testid="profile-view"
    />
  );
}
