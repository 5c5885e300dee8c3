import type { MessageText } from '../message-text.js';

/** Fraud Payments Tracker (spec 2 §4.2, §5.1, §5.2, §8). */
export const fptMessages = {
  alert_created: {
    en: 'Alert {id} successfully created',
    uk: 'Сповіщення {id} успішно створено',
    ru: 'Оповещение {id} успешно создано',
  },
  alert_status_changed: {
    en: 'Alert status changed',
    uk: 'Статус сповіщення змінено',
    ru: 'Статус оповещения изменён',
  },
  transit_source_not_specified: {
    en: 'transit source not specified',
    uk: 'транзитне джерело не вказано',
    ru: 'транзитный источник не указан',
  },
  too_many_transactions: {
    en: 'at most {count} transactions',
    uk: 'не більше {count} транзакцій',
    ru: 'не более {count} транзакций',
  },
  terminal_type_offline_only: {
    en: 'only ATM or POS terminals are allowed',
    uk: 'дозволені лише термінали ATM або POS',
    ru: 'разрешены только терминалы ATM или POS',
  },
  use_uah_confirm: {
    en: 'Currency is not set. Use UAH (980) or enter a foreign currency?',
    uk: 'Валюту не вказано. Використати гривню (980) чи ввести іноземну валюту?',
    ru: 'Валюта не указана. Использовать гривну (980) или ввести иностранную валюту?',
  },
  online_rows_skipped: {
    en: 'Online transactions skipped: {count}',
    uk: 'Пропущено онлайн-транзакцій: {count}',
    ru: 'Пропущено онлайн-транзакций: {count}',
  },
  paste_unknown_value: {
    en: 'unknown value: the format does not map it',
    uk: 'невідоме значення: формат його не зіставляє',
    ru: 'неизвестное значение: формат его не сопоставляет',
  },
  paste_date_mismatch: {
    en: 'date and time do not match the format {format}',
    uk: 'дата й час не відповідають формату {format}',
    ru: 'дата и время не соответствуют формату {format}',
  },
  paste_currency_conflict: {
    en: 'the amount names another currency than the currency column',
    uk: 'у сумі вказано іншу валюту, ніж у стовпці валюти',
    ru: 'в сумме указана другая валюта, чем в столбце валюты',
  },
  paste_text_too_large: {
    en: 'the pasted text is larger than {size} kB',
    uk: 'вставлений текст більший за {size} КБ',
    ru: 'вставленный текст больше {size} КБ',
  },
  fpt_status_1: {
    en: 'new (awaiting processing)',
    uk: 'нове (очікує обробки)',
    ru: 'новое (ожидает обработки)',
  },
  fpt_status_3: { en: 'in process', uk: 'в обробці', ru: 'в обработке' },
  fpt_status_8: { en: 'possible prevention', uk: 'можливе запобігання', ru: 'возможное предотвращение' },
  fpt_status_12: { en: 'success', uk: 'успішно', ru: 'успешно' },
  fpt_group_in_process: { en: 'awaiting processing', uk: 'очікують обробки', ru: 'ожидают обработки' },
  fpt_group_possibility: {
    en: 'possibility of refunds',
    uk: 'можливість повернення коштів',
    ru: 'возможность возврата средств',
  },
  fpt_group_success: { en: 'refunds', uk: 'повернення коштів', ru: 'возвраты средств' },
} satisfies Record<string, MessageText>;
