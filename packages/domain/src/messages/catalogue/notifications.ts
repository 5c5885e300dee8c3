import type { MessageText } from '../message-text.js';

/** In-portal notifications and the e-mails sent with them. */
export const notificationMessages = {
  notification_bin_conflict: {
    en: 'BIN conflicts for {org_name}: {count} BIN(s) of other organisations in {uploads} upload(s), the last by {uploader_org}',
    uk: 'Конфлікти BIN для {org_name}: BIN інших організацій — {count}, завантажень — {uploads}; останнє від {uploader_org}',
    ru: 'Конфликты BIN для {org_name}: BIN других организаций — {count}, загрузок — {uploads}; последняя от {uploader_org}',
  },
  mail_bin_conflict_body: {
    en: '{count} BIN(s) in {uploads} upload(s) of a BIN sheet for {org_name} belong to other organisations: they were counted as conflicts and left unchanged. The last upload was by {uploaded_by} ({uploader_org}).',
    uk: 'У завантаженнях таблиці BIN для {org_name} (завантажень — {uploads}) BIN, що належать іншим організаціям, — {count}: їх враховано як конфлікти й залишено без змін. Останнє завантаження: {uploaded_by} ({uploader_org}).',
    ru: 'В загрузках таблицы BIN для {org_name} (загрузок — {uploads}) BIN, принадлежащих другим организациям, — {count}: они учтены как конфликты и оставлены без изменений. Последняя загрузка: {uploaded_by} ({uploader_org}).',
  },
  mail_bin_conflict_line: {
    en: '{bin}: owned by {owner_org}',
    uk: '{bin}: належить {owner_org}',
    ru: '{bin}: принадлежит {owner_org}',
  },
  mail_more_lines: { en: '… and {count} more', uk: '… та ще {count}', ru: '… и ещё {count}' },
  mail_open_portal: {
    en: 'Open the portal: {url}',
    uk: 'Відкрити портал: {url}',
    ru: 'Открыть портал: {url}',
  },
  mail_automatic_footer: {
    en: 'This message was sent automatically by the AFX portal. Please do not reply to it.',
    uk: 'Цей лист надіслано автоматично порталом AFX. Будь ласка, не відповідайте на нього.',
    ru: 'Это письмо отправлено автоматически порталом AFX. Пожалуйста, не отвечайте на него.',
  },
} satisfies Record<string, MessageText>;
