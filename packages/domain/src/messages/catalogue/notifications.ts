import type { MessageText } from '../message-text.js';

/** In-portal notifications and the e-mails sent with them. */
export const notificationMessages = {
  notification_bin_conflict: {
    en: 'BIN conflict: {count} BIN(s) of other organisations in an upload by {uploader_org}',
    uk: 'Конфлікт BIN: {count} BIN інших організацій у завантаженні від {uploader_org}',
    ru: 'Конфликт BIN: {count} BIN других организаций в загрузке от {uploader_org}',
  },
  mail_bin_conflict_body: {
    en: '{uploaded_by} ({uploader_org}) uploaded a BIN sheet for {org_name}. {count} BIN(s) in it belong to other organisations: they were counted as conflicts and left unchanged.',
    uk: '{uploaded_by} ({uploader_org}) завантажив(ла) таблицю BIN для {org_name}. {count} BIN у ній належать іншим організаціям: їх враховано як конфлікти й залишено без змін.',
    ru: '{uploaded_by} ({uploader_org}) загрузил(а) таблицу BIN для {org_name}. {count} BIN в ней принадлежат другим организациям: они учтены как конфликты и оставлены без изменений.',
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
