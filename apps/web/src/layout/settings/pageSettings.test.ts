import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SETTINGS, readPageSettings, SETTING_COOKIES } from './pageSettings';
import { changePageSetting, reloadPageSettings, resetPageSettings } from './settingsStore';

function clearSettingCookies(): void {
  for (const name of Object.values(SETTING_COOKIES)) document.cookie = `${name}=; path=/; max-age=0`;
}

afterEach(() => {
  clearSettingCookies();
  reloadPageSettings();
});

describe('page settings', () => {
  it('default to the spec: #1890ff, tags view on, medium size', () => {
    expect(readPageSettings('')).toEqual({
      themeColor: '#1890ff',
      tagsView: true,
      fixedHeader: false,
      sidebarLogo: true,
      size: 'medium',
    });
  });

  it('read what the cookies hold', () => {
    expect(
      readPageSettings(
        'theme=%23722ED1; tags_view=0; fixed_header=1; sidebar_logo=0; size=large; language=en',
      ),
    ).toEqual({
      themeColor: '#722ed1',
      tagsView: false,
      fixedHeader: true,
      sidebarLogo: false,
      size: 'large',
    });
  });

  it('fall back on values they cannot use', () => {
    expect(readPageSettings('theme=red; tags_view=yes; size=huge')).toEqual(DEFAULT_PAGE_SETTINGS);
  });

  it('are written to cookies and read back after a reload', () => {
    changePageSetting('themeColor', '#52c41a');
    changePageSetting('tagsView', false);
    changePageSetting('fixedHeader', true);
    changePageSetting('sidebarLogo', false);
    changePageSetting('size', 'small');

    expect(document.cookie).toContain('theme=%2352c41a');
    expect(document.cookie).toContain('size=small');
    expect(readPageSettings()).toEqual({
      themeColor: '#52c41a',
      tagsView: false,
      fixedHeader: true,
      sidebarLogo: false,
      size: 'small',
    });
  });

  it('reset writes the defaults back', () => {
    changePageSetting('size', 'large');
    resetPageSettings();
    expect(readPageSettings()).toEqual(DEFAULT_PAGE_SETTINGS);
  });
});
