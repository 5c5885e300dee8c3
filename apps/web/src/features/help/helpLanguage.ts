import { DEFAULT_LANGUAGE, toLanguage, type Language } from '../../i18n/languages';

/** The UI language as the domain's message catalogue takes it. */
export function helpLanguage(resolved: string | undefined): Language {
  return toLanguage(resolved) ?? DEFAULT_LANGUAGE;
}

/** The catalogue's names are lower-case phrases ('replied'); a table cell starts with a capital. */
export function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}
