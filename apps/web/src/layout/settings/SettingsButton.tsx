import { SettingOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The drawer (and its colour picker) loads on the first click, not with the page.
const SettingsDrawer = lazy(() =>
  import('./SettingsDrawer').then((module) => ({ default: module.SettingsDrawer })),
);

export function SettingsButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <Tooltip title={t('settings.open')}>
        <Button
          type="text"
          aria-label={t('settings.open')}
          icon={<SettingOutlined />}
          data-testid="settings-button"
          onClick={() => {
            setUsed(true);
            setOpen(true);
          }}
        />
      </Tooltip>
      {used ? (
        <Suspense fallback={null}>
          <SettingsDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
