import type { Language } from '../../i18n/languages';

/** Each language in its own name, as language menus show them. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  uk: 'Українська',
  en: 'English',
  ru: 'Русский',
};
