export { messages, messageCatalogueParts, type MessageKey } from './catalogue.js';
export type { MessageText } from './message-text.js';
export {
  DEFAULT_LOCALE,
  LOCALES,
  fillPlaceholders,
  isLocale,
  isMessageKey,
  placeholdersOf,
  resolveLocale,
  translate,
  translateIssue,
  type Issue,
  type Locale,
  type MessageParams,
} from './translate.js';
