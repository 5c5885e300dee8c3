import { ColorPicker, Drawer, Flex, Segmented, Switch, Typography, Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES, type PageSize } from './pageSettings';
import { changePageSetting, resetPageSettings, usePageSettings } from './settingsStore';

/** antd's palette, with the spec's default first. */
const THEME_PRESETS = [
  '#1890ff',
  '#1677ff',
  '#13c2c2',
  '#52c41a',
  '#fa8c16',
  '#f5222d',
  '#eb2f96',
  '#722ed1',
];

/** The on/off settings, in the drawer's order. */
const SWITCHES = [
  { key: 'tagsView', id: 'setting-tags-view' },
  { key: 'fixedHeader', id: 'setting-fixed-header' },
  { key: 'sidebarLogo', id: 'setting-sidebar-logo' },
] as const;

function SettingRow({ label, children, htmlFor }: { label: string; children: ReactNode; htmlFor?: string }) {
  return (
    <Flex align="center" justify="space-between" gap="middle">
      <Typography.Text>
        <label htmlFor={htmlFor}>{label}</label>
      </Typography.Text>
      {children}
    </Flex>
  );
}

/** The page settings: theme colour, tags view, fixed header, sidebar logo and size; kept in cookies. */
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const settings = usePageSettings();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('settings.title')}
      size={300}
      data-testid="settings-drawer"
    >
      <Flex vertical gap="large">
        <SettingRow label={t('settings.themeColor')}>
          <ColorPicker
            value={settings.themeColor}
            disabledAlpha
            showText
            presets={[{ label: t('settings.themeColor'), colors: THEME_PRESETS }]}
            onChangeComplete={(colour) => changePageSetting('themeColor', colour.toHexString())}
            aria-label={t('settings.themeColor')}
          />
        </SettingRow>
        {SWITCHES.map(({ key, id }) => (
          <SettingRow key={key} label={t(`settings.${key}`)} htmlFor={id}>
            <Switch id={id} checked={settings[key]} onChange={(checked) => changePageSetting(key, checked)} />
          </SettingRow>
        ))}
        <Flex vertical gap="small">
          <Typography.Text id="setting-size">{t('settings.size')}</Typography.Text>
          <Segmented<PageSize>
            aria-labelledby="setting-size"
            block
            value={settings.size}
            onChange={(size) => changePageSetting('size', size)}
            options={PAGE_SIZES.map((size) => ({ value: size, label: t(`settings.${size}`) }))}
          />
        </Flex>
        <Button onClick={resetPageSettings}>{t('settings.reset')}</Button>
      </Flex>
    </Drawer>
  );
}
