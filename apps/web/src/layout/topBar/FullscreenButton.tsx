import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { App, Button, Tooltip } from 'antd';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

function subscribe(onChange: () => void): () => void {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
}

const isFullscreen = (): boolean => document.fullscreenElement !== null;

/** Toggles full-screen mode; a browser that cannot do it gets a warning instead. */
export function FullscreenButton() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const active = useSyncExternalStore(subscribe, isFullscreen);
  const label = active ? t('layout.exitFullscreen') : t('layout.fullscreen');

  const toggle = (): void => {
    if (!document.fullscreenEnabled) {
      void message.warning(t('layout.fullscreenUnsupported'), 5);
      return;
    }
    const change = active ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    change.catch(() => void message.warning(t('layout.fullscreenUnsupported'), 5));
  };

  return (
    <Tooltip title={label}>
      <Button
        type="text"
        aria-label={label}
        aria-pressed={active}
        icon={active ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
        onClick={toggle}
      />
    </Tooltip>
  );
}
