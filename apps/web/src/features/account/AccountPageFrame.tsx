import { Alert, Card, ConfigProvider, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useAuthSession } from '../../app/auth/sessionContext';
import type { AccountLinks } from '../../app/auth/clientConfig';
import { ACCESSIBLE_ACCOUNT_THEME } from './accessibleAccountTheme';
import { useAccountTranslation } from './useAccountTranslation';

interface AccountPageFrameProps {
  /** Which page of an outside identity's console this page stands for. */
  page: keyof AccountLinks;
  intro: string;
  children: ReactNode;
}

/**
 * What every account page shares: the intro, and colours with AA contrast. With an
 * outside identity (a bank's Keycloak) the account lives there, so the page links out instead.
 */
export function AccountPageFrame({ page, intro, children }: AccountPageFrameProps) {
  const { t } = useAccountTranslation();
  const { config } = useAuthSession();
  if (config.externalIdentity) {
    return (
      <Alert
        type="info"
        showIcon
        title={t('common.external')}
        description={
          config.accountLinks[page] ? (
            <Typography.Link href={config.accountLinks[page]} target="_blank" rel="noreferrer">
              {t('common.openExternal')}
            </Typography.Link>
          ) : null
        }
      />
    );
  }
  return (
    <ConfigProvider theme={ACCESSIBLE_ACCOUNT_THEME}>
      <Card style={{ maxWidth: 1040 }}>
        <Flex vertical gap="middle">
          <Typography.Paragraph style={{ margin: 0 }}>{intro}</Typography.Paragraph>
          {children}
        </Flex>
      </Card>
    </ConfigProvider>
  );
}
