import type { MessageText } from '../message-text.js';

/** The operator's administration: organisations, their systems, API clients and the audit log (issue 15). */
export const adminMessages = {
  admin_mfo_invalid: { en: 'MFO: 6 digits', uk: 'МФО: 6 цифр', ru: 'МФО: 6 цифр' },
  admin_mfo_banks_only: {
    en: 'Only a bank has an MFO',
    uk: 'МФО має лише банк',
    ru: 'МФО есть только у банка',
  },
  admin_country_invalid: {
    en: 'Country: two letters (ISO 3166)',
    uk: 'Країна: дві літери (ISO 3166)',
    ru: 'Страна: две буквы (ISO 3166)',
  },
  admin_email_domain_invalid: {
    en: 'Not a valid domain name (e.g. bank.com.ua)',
    uk: 'Некоректне доменне ім’я (напр. bank.com.ua)',
    ru: 'Некорректное доменное имя (напр. bank.com.ua)',
  },
  admin_permission_code_invalid: {
    en: 'Unknown permission code',
    uk: 'Невідомий код прав',
    ru: 'Неизвестный код прав',
  },
  admin_reason_required: { en: 'Enter the reason', uk: 'Вкажіть причину', ru: 'Укажите причину' },
  admin_endpoint_https_only: {
    en: 'The address must use https (http only for localhost)',
    uk: 'Адреса має використовувати https (http лише для localhost)',
    ru: 'Адрес должен использовать https (http только для localhost)',
  },
  admin_overlap_range: {
    en: 'From 0 to 168 hours',
    uk: 'Від 0 до 168 годин',
    ru: 'От 0 до 168 часов',
  },
  admin_date_range_invalid: {
    en: 'The end date is before the start date',
    uk: 'Кінцева дата раніше за початкову',
    ru: 'Конечная дата раньше начальной',
  },
  admin_org_name_taken: {
    en: 'An organisation with this name already exists',
    uk: 'Організація з такою назвою вже існує',
    ru: 'Организация с таким названием уже существует',
  },
  admin_org_unknown: {
    en: 'No such organisation',
    uk: 'Такої організації немає',
    ru: 'Такой организации нет',
  },
  admin_org_already_active: {
    en: 'The organisation is already active',
    uk: 'Організація вже активна',
    ru: 'Организация уже активна',
  },
  admin_org_already_inactive: {
    en: 'The organisation is already deactivated',
    uk: 'Організацію вже деактивовано',
    ru: 'Организация уже деактивирована',
  },
  admin_org_own_deactivate: {
    en: 'You cannot deactivate your own organisation',
    uk: 'Не можна деактивувати власну організацію',
    ru: 'Нельзя деактивировать собственную организацию',
  },
  admin_org_inactive: {
    en: 'The organisation is deactivated',
    uk: 'Організацію деактивовано',
    ru: 'Организация деактивирована',
  },
  admin_icon_missing: {
    en: 'Attach an image file',
    uk: 'Додайте файл зображення',
    ru: 'Приложите файл изображения',
  },
  admin_icon_type: {
    en: 'The icon must be PNG, JPEG or SVG',
    uk: 'Іконка має бути PNG, JPEG або SVG',
    ru: 'Иконка должна быть PNG, JPEG или SVG',
  },
  admin_icon_too_large: {
    en: 'The icon must be at most 200 KB',
    uk: 'Іконка має бути не більше 200 КБ',
    ru: 'Иконка должна быть не больше 200 КБ',
  },
  admin_endpoint_missing: {
    en: 'The organisation has no system for this service',
    uk: 'Організація не має системи для цього сервісу',
    ru: 'У организации нет системы для этого сервиса',
  },
  admin_api_client_already_disabled: {
    en: 'The API client is already disabled',
    uk: 'API-клієнта вже вимкнено',
    ru: 'API-клиент уже отключён',
  },
  admin_api_client_already_enabled: {
    en: 'The API client is already enabled',
    uk: 'API-клієнта вже ввімкнено',
    ru: 'API-клиент уже включён',
  },
  admin_role_only: {
    en: 'Only the administrator may do this',
    uk: 'Це може робити лише адміністратор',
    ru: 'Это может делать только администратор',
  },
  column_short_name: { en: 'Short name', uk: 'Коротка назва', ru: 'Краткое название' },
  column_notification_email: {
    en: 'Notification e-mail',
    uk: 'E-mail для сповіщень',
    ru: 'E-mail для уведомлений',
  },
  column_email_domains: { en: 'E-mail domains', uk: 'Домени e-mail', ru: 'Домены e-mail' },
  column_services: { en: 'Services', uk: 'Сервіси', ru: 'Сервисы' },
  column_active: { en: 'Active', uk: 'Активна', ru: 'Активна' },
  column_users_count: { en: 'Users', uk: 'Користувачі', ru: 'Пользователи' },
  column_client_id: { en: 'Client ID', uk: 'ID клієнта', ru: 'ID клиента' },
  column_last_used: { en: 'Last used', uk: 'Останнє використання', ru: 'Последнее использование' },
  column_event_time: { en: 'Time', uk: 'Час', ru: 'Время' },
  column_actor: { en: 'Who', uk: 'Хто', ru: 'Кто' },
  column_actor_org: { en: 'Their organisation', uk: 'Організація виконавця', ru: 'Организация исполнителя' },
  column_entity_type: { en: 'Object', uk: 'Об’єкт', ru: 'Объект' },
  column_entity_key: { en: 'Object key', uk: 'Ключ об’єкта', ru: 'Ключ объекта' },
  column_action: { en: 'Action', uk: 'Дія', ru: 'Действие' },
  column_reason: { en: 'Reason', uk: 'Причина', ru: 'Причина' },
  column_changes: { en: 'Changes', uk: 'Зміни', ru: 'Изменения' },
  column_subject_org: { en: 'Organisation', uk: 'Організація', ru: 'Организация' },
  service_fpt: {
    en: 'Fraud Payments Tracker',
    uk: 'Трекер шахрайських платежів',
    ru: 'Трекер мошеннических платежей',
  },
  service_crc: { en: 'Crime Check', uk: 'Запити Crime Check', ru: 'Запросы Crime Check' },
  service_card_info: {
    en: 'Card-blocking information',
    uk: 'Інформація про блокування карток',
    ru: 'Информация о блокировке карт',
  },
  service_mobile_check: { en: 'Mobile check', uk: 'Мобільна перевірка', ru: 'Мобильная проверка' },
  audit_entity_user: { en: 'User', uk: 'Користувач', ru: 'Пользователь' },
  audit_entity_organisation: { en: 'Organisation', uk: 'Організація', ru: 'Организация' },
  audit_entity_api_client: { en: 'API client', uk: 'API-клієнт', ru: 'API-клиент' },
  audit_entity_service_endpoint: { en: 'System endpoint', uk: 'Адреса системи', ru: 'Адрес системы' },
} satisfies Record<string, MessageText>;
