import { InfoCircleOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AccountLinks } from '../../app/auth/clientConfig';
import { displayName } from '../../app/auth/profile';
import { useProfile } from '../../app/auth/profileContext';
import { useAuthSession } from '../../app/auth/sessionContext';

const ACCOUNT_PAGES = [
  'profile',
  'password',
  'totp',
  'sessions',
  'log',
] as const satisfies readonly (keyof AccountLinks)[];

const LOGOUT_KEY = 'logout';

/** Who is signed in, their account pages, About, and logout. */
export function UserMenu({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const profile = useProfile();
  const session = useAuthSession();
  const [leaving, setLeaving] = useState(false);
  const { accountLinks, externalIdentity } = session.config;

  const accountItems: NonNullable<MenuProps['items']> = ACCOUNT_PAGES.flatMap((page) => {
    const href = accountLinks[page];
    if (!href) return [];
    const text = t(`account.${page}`);
    // The portal's own identity has in-app pages; an outside provider's console opens in a new tab.
    const label = externalIdentity ? (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {text}
      </a>
    ) : (
      <Link to={href}>{text}</Link>
    );
    return [{ key: `account-${page}`, label }];
  });

  const items: NonNullable<MenuProps['items']> = [
    ...accountItems,
    { key: 'about', icon: <InfoCircleOutlined />, label: <Link to="/about">{t('layout.about')}</Link> },
    { type: 'divider' },
    { key: LOGOUT_KEY, icon: <LogoutOutlined />, label: t('auth.logout'), danger: true },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key !== LOGOUT_KEY) return;
    setLeaving(true);
    void session.signOut();
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <Button type="text" className="afx-user-button" loading={leaving} title={t('layout.userMenu')}>
        <Avatar size="small" src={profile.avatar || undefined} icon={<UserOutlined />} alt="" />
        <span className="afx-user-text">
          <span className="afx-user-name" data-testid="user-name">
            {displayName(profile)}
          </span>
          {compact ? null : (
            <span className="afx-user-org" data-testid="user-org">
              {profile.org_name}
            </span>
          )}
        </span>
      </Button>
    </Dropdown>
  );
}
