import type { MessageText } from '../message-text.js';

/** What each permission number grants (spec 1 §6), as the user and organisation pages name it. */
export const permissionMessages = {
  permission_6: { en: 'Forum', uk: 'Форум', ru: 'Форум' },
  permission_12: { en: 'Banks directory', uk: 'Довідник банків', ru: 'Справочник банков' },
  permission_13: { en: 'Cyber police directory', uk: 'Довідник кіберполіції', ru: 'Справочник киберполиции' },
  permission_20: { en: 'Organisations directory', uk: 'Довідник організацій', ru: 'Справочник организаций' },
  permission_22: { en: 'Crime Check', uk: 'Crime Check', ru: 'Crime Check' },
  permission_1000: { en: 'Incident database', uk: 'База інцидентів', ru: 'База инцидентов' },
  permission_1002: {
    en: 'Mobile check',
    uk: 'Перевірка мобільних номерів',
    ru: 'Проверка мобильных номеров',
  },
  permission_1003: { en: 'Invoices', uk: 'Рахунки', ru: 'Счета' },
  permission_1004: { en: 'Analytics', uk: 'Аналітика', ru: 'Аналитика' },
  permission_1005: {
    en: 'FPT: outbound alerts and their creation',
    uk: 'FPT: вихідні повідомлення та їх створення',
    ru: 'FPT: исходящие сообщения и их создание',
  },
  permission_1006: {
    en: 'FPT: inbound alerts',
    uk: 'FPT: вхідні повідомлення',
    ru: 'FPT: входящие сообщения',
  },
  permission_1007: { en: 'BIN directory', uk: 'Довідник BIN', ru: 'Справочник BIN' },
  permission_1008: { en: 'ATMs', uk: 'Банкомати', ru: 'Банкоматы' },
  permission_1009: {
    en: 'Crime Check information',
    uk: 'Інформація Crime Check',
    ru: 'Информация Crime Check',
  },
  permission_1010: {
    en: 'Card blocking information',
    uk: 'Інформація про блокування картки',
    ru: 'Информация о блокировке карты',
  },
  permission_1011: { en: 'Acquirer IDs', uk: 'Ідентифікатори еквайрів', ru: 'Идентификаторы эквайров' },
} satisfies Record<string, MessageText>;
