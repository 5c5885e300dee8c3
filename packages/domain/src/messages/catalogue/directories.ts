import type { MessageText } from '../message-text.js';

/** BINs, ATMs, acquirer IDs, smart-zone formats, issuer settings and card blocking (spec 3 §5, §8). */
export const directoryMessages = {
  bin_required: { en: 'Enter BIN', uk: 'Введіть BIN', ru: 'Введите BIN' },
  bin_length: {
    en: 'Length must be 6 to 8',
    uk: 'Довжина має бути від 6 до 8',
    ru: 'Длина должна быть от 6 до 8',
  },
  numbers_only: {
    en: 'Must be numbers only',
    uk: 'Має містити лише цифри',
    ru: 'Должно содержать только цифры',
  },
  bin_unique: { en: 'BIN must be unique', uk: 'BIN має бути унікальним', ru: 'BIN должен быть уникальным' },
  bid_required: { en: 'Select or enter BID', uk: 'Оберіть або введіть BID', ru: 'Выберите или введите BID' },
  bid_length: {
    en: 'Length must be 8 (add 0 to the beginning if necessary)',
    uk: 'Довжина має бути 8 (за потреби додайте 0 на початку)',
    ru: 'Длина должна быть 8 (при необходимости добавьте 0 в начало)',
  },
  ica_required: { en: 'Select or enter ICA', uk: 'Оберіть або введіть ICA', ru: 'Выберите или введите ICA' },
  ica_length: {
    en: 'Length must be 6 (add 0 to the beginning if necessary)',
    uk: 'Довжина має бути 6 (за потреби додайте 0 на початку)',
    ru: 'Длина должна быть 6 (при необходимости добавьте 0 в начало)',
  },
  issuer_required: { en: 'Enter issuer name', uk: 'Вкажіть назву емітента', ru: 'Укажите название эмитента' },
  bin_update_forbidden: {
    en: 'You do not have permission to update BIN',
    uk: 'У вас немає прав на оновлення BIN',
    ru: 'У вас нет прав на обновление BIN',
  },
  bin_conflict: {
    en: 'Conflict: BIN is owned by another organization',
    uk: 'Конфлікт: BIN належить іншій організації',
    ru: 'Конфликт: BIN принадлежит другой организации',
  },
  bin_info_retrieval_error: {
    en: 'BIN information retrieval error',
    uk: 'Помилка отримання інформації про BIN',
    ru: 'Ошибка получения информации о BIN',
  },
  prepare_cleanup_failed: {
    en: 'Prepare for cleanup failed',
    uk: 'Не вдалося підготувати очищення',
    ru: 'Не удалось подготовить очистку',
  },
  old_bins_deleted: {
    en: 'Old BINs deleted successfully',
    uk: 'Старі BIN успішно видалено',
    ru: 'Старые BIN успешно удалены',
  },
  select_issuer: { en: 'Select an issuer', uk: 'Оберіть емітента', ru: 'Выберите эмитента' },
  own_bins: { en: 'Own BINs', uk: 'Власні BIN', ru: 'Собственные BIN' },
  own_atms: { en: 'Own ATMs', uk: 'Власні банкомати', ru: 'Собственные банкоматы' },
  own_acquirer_ids: { en: 'Own acquirer IDs', uk: 'Власні ID еквайра', ru: 'Собственные ID эквайера' },
  term_id_required: { en: 'Enter Terminal ID', uk: 'Введіть ID термінала', ru: 'Введите ID терминала' },
  term_id_length: {
    en: 'Length must be 5 to 8',
    uk: 'Довжина має бути від 5 до 8',
    ru: 'Длина должна быть от 5 до 8',
  },
  term_id_charset: {
    en: 'Must be uppercase alphanumeric only',
    uk: 'Лише великі латинські літери та цифри',
    ru: 'Только заглавные латинские буквы и цифры',
  },
  term_id_unique: {
    en: 'Terminal ID must be unique',
    uk: 'ID термінала має бути унікальним',
    ru: 'ID терминала должен быть уникальным',
  },
  acquirer_name_required: {
    en: 'Enter Acquirer name',
    uk: 'Вкажіть назву еквайра',
    ru: 'Укажите название эквайера',
  },
  city_required: { en: 'Enter City', uk: 'Вкажіть населений пункт', ru: 'Укажите населённый пункт' },
  location_not_settlement: {
    en: 'Choose a settlement (a city, town or village), not an oblast or a district',
    uk: 'Оберіть населений пункт (місто, селище, село), а не область чи район',
    ru: 'Выберите населённый пункт (город, посёлок, село), а не область или район',
  },
  address_required: { en: 'Enter Address', uk: 'Вкажіть адресу', ru: 'Укажите адрес' },
  katottg_invalid: {
    en: 'KATOTTG code: UA and 17 digits',
    uk: 'код КАТОТТГ: UA і 17 цифр',
    ru: 'код КАТОТТГ: UA и 17 цифр',
  },
  location_retrieval_error: {
    en: 'Location retrieval error',
    uk: 'Помилка отримання населеного пункту',
    ru: 'Ошибка получения населённого пункта',
  },
  atm_info_retrieval_error: {
    en: 'ATM information retrieval error',
    uk: 'Помилка отримання інформації про банкомат',
    ru: 'Ошибка получения информации о банкомате',
  },
  select_atms: { en: 'Select ATMs', uk: 'Оберіть банкомати', ru: 'Выберите банкоматы' },
  select_acquirer: { en: 'Select an acquirer', uk: 'Оберіть еквайра', ru: 'Выберите эквайера' },
  old_atms_deleted: {
    en: 'Old ATMs deleted successfully',
    uk: 'Старі банкомати успішно видалено',
    ru: 'Старые банкоматы успешно удалены',
  },
  abort_atm_upload_confirm: {
    en: 'Abort upload of ATMs',
    uk: 'Перервати завантаження банкоматів',
    ru: 'Прервать загрузку банкоматов',
  },
  delete_atm_confirm: { en: 'Delete this ATM?', uk: 'Видалити цей банкомат?', ru: 'Удалить этот банкомат?' },
  update_selected_atms_confirm: {
    en: 'Update selected ATMs?',
    uk: 'Оновити вибрані банкомати?',
    ru: 'Обновить выбранные банкоматы?',
  },
  delete_selected_atms_confirm: {
    en: 'Delete selected ATMs?',
    uk: 'Видалити вибрані банкомати?',
    ru: 'Удалить выбранные банкоматы?',
  },
  acquirer_id_required: { en: 'Enter Acquirer ID', uk: 'Введіть ID еквайра', ru: 'Введите ID эквайера' },
  acquirer_id_unique: {
    en: 'Acquirer ID must be unique',
    uk: 'ID еквайра має бути унікальним',
    ru: 'ID эквайера должен быть уникальным',
  },
  card_system_required: {
    en: 'Select card system',
    uk: 'Оберіть платіжну систему',
    ru: 'Выберите платёжную систему',
  },
  delete_acquirer_id_confirm: {
    en: 'Delete this Acquirer ID?',
    uk: 'Видалити цей ID еквайра?',
    ru: 'Удалить этот ID эквайера?',
  },
  format_title_not_unique: { en: 'non-unique title', uk: 'назва не унікальна', ru: 'название не уникально' },
  format_field_repeated: {
    en: 'only notes and skip may be chosen several times',
    uk: 'кілька разів можна обрати лише notes і skip',
    ru: 'несколько раз можно выбрать только notes и skip',
  },
  term_type_required: { en: 'term type required', uk: 'вкажіть тип термінала', ru: 'укажите тип терминала' },
  tran_type_required: {
    en: 'tran type required',
    uk: 'вкажіть тип транзакції',
    ru: 'укажите тип транзакции',
  },
  key_value_required: {
    en: 'key and value required',
    uk: 'вкажіть ключ і значення',
    ru: 'укажите ключ и значение',
  },
  mapping_key_not_unique: {
    en: 'key must be unique',
    uk: 'ключ має бути унікальним',
    ru: 'ключ должен быть уникальным',
  },
  no_data_to_import: { en: 'No data to import', uk: 'Немає даних для імпорту', ru: 'Нет данных для импорта' },
  format_not_found: { en: 'format not found', uk: 'формат не знайдено', ru: 'формат не найден' },
  iban_access_not_granted: {
    en: 'IBAN access has not been granted to the organisation for this service',
    uk: 'Організації не надано доступ до IBAN у цьому сервісі',
    ru: 'Организации не предоставлен доступ к IBAN в этом сервисе',
  },
  iban_switch_manager_only: {
    en: 'Only the organisation’s manager may change IBAN support',
    uk: 'Змінити підтримку IBAN може лише керівник організації',
    ru: 'Изменить поддержку IBAN может только руководитель организации',
  },
  delete_format_confirm: {
    en: 'Delete this format?',
    uk: 'Видалити цей формат?',
    ru: 'Удалить этот формат?',
  },
  cci_issuer_not_connected: {
    en: 'The issuer {name} ({country}) is not connected to the service. File a standard request through the police officer’s cabinet.',
    uk: 'Емітент {name} ({country}) не підключений до сервісу. Подайте стандартний запит через кабінет поліцейського.',
    ru: 'Эмитент {name} ({country}) не подключён к сервису. Подайте стандартный запрос через кабинет полицейского.',
  },
} satisfies Record<string, MessageText>;
