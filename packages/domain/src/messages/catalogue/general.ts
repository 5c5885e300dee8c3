import type { MessageText } from '../message-text.js';

/** Server answers, the shell and the HTTP error notice (spec 1 §8). */
export const generalMessages = {
  unauthorized: {
    en: 'Authentication required',
    uk: 'Потрібна автентифікація',
    ru: 'Требуется аутентификация',
  },
  forbidden: { en: 'Insufficient permissions!', uk: 'Недостатньо прав!', ru: 'Недостаточно прав!' },
  not_found: { en: 'Not found', uk: 'Не знайдено', ru: 'Не найдено' },
  validation_failed: { en: 'Validation failed', uk: 'Помилка перевірки даних', ru: 'Ошибка проверки данных' },
  /** An error answer lists at most 100 fields (docs/decisions/0012-request-limits.md). */
  validation_failed_more: {
    en: 'Validation failed: {count} more field errors are not listed',
    uk: 'Помилка перевірки даних: ще {count} помилок полів не показано',
    ru: 'Ошибка проверки данных: ещё {count} ошибок полей не показано',
  },
  bad_request: { en: 'Invalid request', uk: 'Некоректний запит', ru: 'Некорректный запрос' },
  conflict: {
    en: 'Conflict: the data was changed or already exists',
    uk: 'Конфлікт: дані змінено або вони вже існують',
    ru: 'Конфликт: данные изменены или уже существуют',
  },
  internal_error: {
    en: 'Internal server error',
    uk: 'Внутрішня помилка сервера',
    ru: 'Внутренняя ошибка сервера',
  },
  rate_limited: {
    en: 'Too many requests, try again later',
    uk: 'Забагато запитів, спробуйте пізніше',
    ru: 'Слишком много запросов, попробуйте позже',
  },
  unknown_error: { en: 'Unknown error!', uk: 'Невідома помилка!', ru: 'Неизвестная ошибка!' },
  http_error: {
    en: 'HTTP {status} - {message}',
    uk: 'HTTP {status} - {message}',
    ru: 'HTTP {status} - {message}',
  },
  verification_failed: {
    en: 'Verification failed, please Login again.',
    uk: 'Перевірка не вдалася, увійдіть знову.',
    ru: 'Проверка не пройдена, войдите снова.',
  },
  roles_not_array: {
    en: 'getInfo: roles must be a non-null array!',
    uk: 'getInfo: ролі мають бути масивом, а не null!',
    ru: 'getInfo: роли должны быть массивом, а не null!',
  },
  fullscreen_not_supported: {
    en: 'Your browser does not support full screen',
    uk: 'Ваш браузер не підтримує повноекранний режим',
    ru: 'Ваш браузер не поддерживает полноэкранный режим',
  },
  status_unknown: { en: '-----', uk: '-----', ru: '-----' },
  unknown_issuer: { en: 'unknown issuer', uk: 'невідомий емітент', ru: 'неизвестный эмитент' },
  issuer_not_found: { en: 'Issuer not found', uk: 'Емітента не знайдено', ru: 'Эмитент не найден' },
  issuer_not_serviced: {
    en: 'The issuer is not connected to the service',
    uk: 'Емітент не підключений до сервісу',
    ru: 'Эмитент не подключён к сервису',
  },
  crc_rights_required: {
    en: 'Need rights to the Crime Check requests service',
    uk: 'Потрібні права на сервіс запитів Crime Check',
    ru: 'Нужны права на сервис запросов Crime Check',
  },
  crc_belongs_to_another_issuer: {
    en: 'Crime Check request belongs to another issuer',
    uk: 'Запит Crime Check належить іншому емітенту',
    ru: 'Запрос Crime Check принадлежит другому эмитенту',
  },
  fpt_inbound_rights_required: {
    en: 'Need rights to the FPT inbound alerts service',
    uk: 'Потрібні права на сервіс вхідних сповіщень FPT',
    ru: 'Нужны права на сервис входящих оповещений FPT',
  },
} satisfies Record<string, MessageText>;
