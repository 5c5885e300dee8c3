import type { MessageText } from '../message-text.js';

/** The administrative audit log's words: each entity type's actions and each changed field. */
export const auditMessages = {
  // A user's actions.
  audit_action_user_create: { en: 'invited', uk: 'запрошено', ru: 'приглашён' },
  audit_action_user_update: { en: 'changed', uk: 'змінено', ru: 'изменён' },
  audit_action_user_reinvite: { en: 'invited again', uk: 'запрошено повторно', ru: 'приглашён повторно' },
  audit_action_user_activate: { en: 'activated', uk: 'активовано', ru: 'активирован' },
  audit_action_user_block: {
    en: 'blocked by the manager',
    uk: 'заблоковано менеджером',
    ru: 'заблокирован менеджером',
  },
  audit_action_user_remove: { en: 'removed', uk: 'видалено', ru: 'удалён' },
  audit_action_user_recover: { en: 'recovered', uk: 'відновлено', ru: 'восстановлен' },
  audit_action_user_block_by_admin: {
    en: 'blocked by the administrator',
    uk: 'заблоковано адміністратором',
    ru: 'заблокирован администратором',
  },
  audit_action_user_unblock: { en: 'unblocked', uk: 'розблоковано', ru: 'разблокирован' },
  audit_action_user_change_email: { en: 'e-mail changed', uk: 'змінено e-mail', ru: 'изменён e-mail' },
  audit_action_user_registration_completed: {
    en: 'registration completed',
    uk: 'реєстрацію завершено',
    ru: 'регистрация завершена',
  },
  audit_action_user_password_reset: { en: 'password reset', uk: 'пароль скинуто', ru: 'пароль сброшен' },
  // An organisation's actions.
  audit_action_organisation_create: { en: 'created', uk: 'створено', ru: 'создана' },
  audit_action_organisation_update: { en: 'changed', uk: 'змінено', ru: 'изменена' },
  audit_action_organisation_activate: { en: 'activated', uk: 'активовано', ru: 'активирована' },
  audit_action_organisation_deactivate: { en: 'deactivated', uk: 'деактивовано', ru: 'деактивирована' },
  audit_action_organisation_services: {
    en: 'services changed',
    uk: 'змінено сервіси',
    ru: 'изменены сервисы',
  },
  audit_action_organisation_codes: {
    en: 'grantable codes changed',
    uk: 'змінено коди для надання',
    ru: 'изменены коды для выдачи',
  },
  // An API client's actions.
  audit_action_api_client_create: { en: 'created', uk: 'створено', ru: 'создан' },
  audit_action_api_client_rotate_secret: {
    en: 'secret rotated',
    uk: 'замінено секрет',
    ru: 'заменён секрет',
  },
  audit_action_api_client_disable: { en: 'disabled', uk: 'вимкнено', ru: 'отключён' },
  audit_action_api_client_enable: { en: 'enabled', uk: 'увімкнено', ru: 'включён' },
  // A system endpoint's actions.
  audit_action_service_endpoint_set: {
    en: 'endpoint set',
    uk: 'задано точку доступу',
    ru: 'задана точка доступа',
  },
  audit_action_service_endpoint_rotate_secret: {
    en: 'signing secret rotated',
    uk: 'замінено секрет підпису',
    ru: 'заменён секрет подписи',
  },
  audit_action_service_endpoint_remove: {
    en: 'endpoint removed',
    uk: 'видалено точку доступу',
    ru: 'удалена точка доступа',
  },
  audit_action_service_endpoint_test_packet: {
    en: 'test packet sent',
    uk: 'надіслано тестовий пакет',
    ru: 'отправлен тестовый пакет',
  },
  // An invoice's actions (issue 16).
  audit_action_invoice_generate: { en: 'issued', uk: 'виставлено', ru: 'выставлен' },
  audit_action_invoice_mark_paid: { en: 'marked paid', uk: 'позначено оплаченим', ru: 'отмечен оплаченным' },
  audit_action_invoice_cancel: { en: 'cancelled', uk: 'скасовано', ru: 'отменён' },
  // A tariff's actions (issue 16).
  audit_action_invoice_tariff_create: { en: 'price set', uk: 'задано ціну', ru: 'задана цена' },
  audit_action_invoice_tariff_update: { en: 'price changed', uk: 'змінено ціну', ru: 'изменена цена' },
  // The changed fields, whatever the entity.
  audit_field_name: { en: 'Name', uk: 'Назва', ru: 'Название' },
  audit_field_short_name: { en: 'Short name', uk: 'Коротка назва', ru: 'Краткое название' },
  audit_field_type: { en: 'Type', uk: 'Тип', ru: 'Тип' },
  audit_field_country: { en: 'Country', uk: 'Країна', ru: 'Страна' },
  audit_field_edrpou: { en: 'EDRPOU', uk: 'ЄДРПОУ', ru: 'ЕГРПОУ' },
  audit_field_mfo: { en: 'MFO', uk: 'МФО', ru: 'МФО' },
  audit_field_icon: { en: 'Icon', uk: 'Іконка', ru: 'Иконка' },
  audit_field_email_domains: { en: 'E-mail domains', uk: 'Домени e-mail', ru: 'Домены e-mail' },
  audit_field_monitoring_email: {
    en: 'Monitoring e-mail',
    uk: 'E-mail моніторингу',
    ru: 'E-mail мониторинга',
  },
  audit_field_notification_email: {
    en: 'Notification e-mail',
    uk: 'E-mail для сповіщень',
    ru: 'E-mail для уведомлений',
  },
  audit_field_active: { en: 'Active', uk: 'Активна', ru: 'Активна' },
  audit_field_fpt_connected: { en: 'FPT', uk: 'FPT', ru: 'FPT' },
  audit_field_crc_connected: { en: 'Crime Check', uk: 'Crime Check', ru: 'Crime Check' },
  audit_field_card_info_connected: {
    en: 'Card-blocking information',
    uk: 'Інформація про блокування карток',
    ru: 'Информация о блокировке карт',
  },
  audit_field_mobile_check_connected: {
    en: 'Mobile check',
    uk: 'Мобільна перевірка',
    ru: 'Мобильная проверка',
  },
  audit_field_iban_access: { en: 'IBAN access', uk: 'Доступ до IBAN', ru: 'Доступ к IBAN' },
  audit_field_iban_access_fpt: { en: 'IBAN in FPT', uk: 'IBAN у FPT', ru: 'IBAN в FPT' },
  audit_field_iban_access_crc: {
    en: 'IBAN in Crime Check',
    uk: 'IBAN у Crime Check',
    ru: 'IBAN в Crime Check',
  },
  audit_field_previous_secret_until: {
    en: 'Previous secret accepted until',
    uk: 'Попередній секрет діє до',
    ru: 'Предыдущий секрет действует до',
  },
  audit_field_grantable_codes: { en: 'Grantable codes', uk: 'Коди для надання', ru: 'Коды для выдачи' },
  audit_field_url: { en: 'Endpoint URL', uk: 'URL точки доступу', ru: 'URL точки доступа' },
  audit_field_permissions: { en: 'Codes', uk: 'Коди', ru: 'Коды' },
  audit_field_email: { en: 'E-mail', uk: 'E-mail', ru: 'E-mail' },
  audit_field_login: { en: 'Login', uk: 'Логін', ru: 'Логин' },
  audit_field_full_name: { en: 'Full name', uk: "Повне ім'я", ru: 'Полное имя' },
  audit_field_position: { en: 'Position', uk: 'Посада', ru: 'Должность' },
  audit_field_role: { en: 'Role', uk: 'Роль', ru: 'Роль' },
  audit_field_status: { en: 'Status', uk: 'Статус', ru: 'Статус' },
  audit_field_price: { en: 'Price, UAH', uk: 'Ціна, грн', ru: 'Цена, грн' },
  audit_field_total: { en: 'Total, UAH', uk: 'Сума, грн', ru: 'Сумма, грн' },
  audit_field_org_id: { en: 'Organisation', uk: 'Організація', ru: 'Организация' },
  audit_field_ok: { en: 'Delivered', uk: 'Доставлено', ru: 'Доставлено' },
  audit_field_http_status: { en: 'HTTP status', uk: 'Статус HTTP', ru: 'Статус HTTP' },
  audit_field_duration_ms: { en: 'Duration, ms', uk: 'Тривалість, мс', ru: 'Длительность, мс' },
} satisfies Record<string, MessageText>;
