import { readCookie, writeCookie } from '../cookies';

export const PAGE_SIZES = ['small', 'medium', 'large'] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

/** The page-settings drawer's choices (spec 1 §2 Shell), each kept in its own cookie. */
export interface PageSettings {
  themeColor: string;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  size: PageSize;
}

export const DEFAULT_PAGE_SETTINGS: PageSettings = {
  themeColor: '#1890ff',
  tagsView: true,
  fixedHeader: false,
  sidebarLogo: true,
  size: 'medium',
};

export const SETTING_COOKIES: Record<keyof PageSettings, string> = {
  themeColor: 'theme',
  tagsView: 'tags_view',
  fixedHeader: 'fixed_header',
  sidebarLogo: 'sidebar_logo',
  size: 'size',
};

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

export function isThemeColour(value: unknown): value is string {
  return typeof value === 'string' && HEX_COLOUR.test(value);
}

function isPageSize(value: unknown): value is PageSize {
  return typeof value === 'string' && (PAGE_SIZES as readonly string[]).includes(value);
}

function readFlag(value: string | undefined, fallback: boolean): boolean {
  if (value === '1') return true;
  if (value === '0') return false;
  return fallback;
}

/** The settings the cookies hold; a missing or unreadable cookie falls back to the default. */
export function readPageSettings(cookieHeader: string = document.cookie): PageSettings {
  const cookie = (key: keyof PageSettings): string | undefined =>
    readCookie(SETTING_COOKIES[key], cookieHeader);
  const colour = cookie('themeColor');
  const size = cookie('size');
  return {
    themeColor: isThemeColour(colour) ? colour.toLowerCase() : DEFAULT_PAGE_SETTINGS.themeColor,
    tagsView: readFlag(cookie('tagsView'), DEFAULT_PAGE_SETTINGS.tagsView),
    fixedHeader: readFlag(cookie('fixedHeader'), DEFAULT_PAGE_SETTINGS.fixedHeader),
    sidebarLogo: readFlag(cookie('sidebarLogo'), DEFAULT_PAGE_SETTINGS.sidebarLogo),
    size: isPageSize(size) ? size : DEFAULT_PAGE_SETTINGS.size,
  };
}

export function writePageSetting<K extends keyof PageSettings>(key: K, value: PageSettings[K]): void {
  const text = typeof value === 'boolean' ? (value ? '1' : '0') : String(value);
  writeCookie(SETTING_COOKIES[key], text);
}
