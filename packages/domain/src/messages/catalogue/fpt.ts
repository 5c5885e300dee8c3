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
  fpt_status_2: { en: 'cancelled', uk: 'скасовано', ru: 'отменено' },
  fpt_status_3: { en: 'in process', uk: 'в обробці', ru: 'в обработке' },
  fpt_status_4: {
    en: 'recipient blocked',
    uk: 'отримувача заблоковано',
    ru: 'получатель заблокирован',
  },
  fpt_status_5: { en: 'withdrawal limit', uk: 'обмеження зняття', ru: 'ограничение снятия' },
  fpt_status_6: { en: 'recipient not found', uk: 'отримувача не знайдено', ru: 'получатель не найден' },
  fpt_status_7: {
    en: 'blocked, no funds',
    uk: 'заблоковано, коштів немає',
    ru: 'заблокировано, средств нет',
  },
  fpt_status_8: { en: 'possible prevention', uk: 'можливе запобігання', ru: 'возможное предотвращение' },
  fpt_status_9: { en: 'funds withdrawn', uk: 'кошти знято', ru: 'средства сняты' },
  fpt_status_10: { en: 'forwarded', uk: 'переслано далі', ru: 'переслано дальше' },
  fpt_status_11: { en: 'refund refused', uk: 'у поверненні відмовлено', ru: 'в возврате отказано' },
  fpt_status_12: { en: 'success', uk: 'успішно', ru: 'успешно' },
  fpt_status_13: {
    en: 'fraud not confirmed',
    uk: 'шахрайство не підтверджено',
    ru: 'мошенничество не подтверждено',
  },
  fpt_status_1_description: {
    en: 'The alert awaits processing by the recipient bank',
    uk: 'Сповіщення очікує обробки банком отримувача',
    ru: 'Оповещение ожидает обработки банком получателя',
  },
  fpt_status_2_description: {
    en: 'The sender withdrew the alert',
    uk: 'Відправник відкликав сповіщення',
    ru: 'Отправитель отозвал оповещение',
  },
  fpt_status_3_description: {
    en: 'The recipient bank is working on the alert',
    uk: 'Банк отримувача опрацьовує сповіщення',
    ru: 'Банк получателя обрабатывает оповещение',
  },
  fpt_status_4_description: {
    en: 'The recipient card or account is blocked and the funds are held',
    uk: 'Картку або рахунок отримувача заблоковано, кошти утримано',
    ru: 'Карта или счёт получателя заблокированы, средства удержаны',
  },
  fpt_status_5_description: {
    en: 'Withdrawals are limited and part of the funds is held',
    uk: 'Зняття обмежено, частину коштів утримано',
    ru: 'Снятие ограничено, часть средств удержана',
  },
  fpt_status_6_description: {
    en: 'The bank has no such card or account',
    uk: 'У банку немає такої картки або рахунку',
    ru: 'В банке нет такой карты или счёта',
  },
  fpt_status_7_description: {
    en: 'The card or account is blocked, but the funds are gone',
    uk: 'Картку або рахунок заблоковано, але коштів уже немає',
    ru: 'Карта или счёт заблокированы, но средств уже нет',
  },
  fpt_status_8_description: {
    en: 'A refund is possible: the funds are held, documents are awaited',
    uk: 'Повернення можливе: кошти утримано, очікуються документи',
    ru: 'Возврат возможен: средства удержаны, ожидаются документы',
  },
  fpt_status_9_description: {
    en: 'The funds were already withdrawn or spent',
    uk: 'Кошти вже знято або витрачено',
    ru: 'Средства уже сняты или потрачены',
  },
  fpt_status_10_description: {
    en: 'The funds moved on to another card or account; the chain goes on in a new alert',
    uk: 'Кошти переказано далі на іншу картку або рахунок; ланцюжок продовжує нове сповіщення',
    ru: 'Средства переведены дальше на другую карту или счёт; цепочку продолжает новое оповещение',
  },
  fpt_status_11_description: {
    en: 'A refund is not possible',
    uk: 'Повернення неможливе',
    ru: 'Возврат невозможен',
  },
  fpt_status_12_description: {
    en: 'The funds were returned to the victim',
    uk: 'Кошти повернуто потерпілому',
    ru: 'Средства возвращены пострадавшему',
  },
  fpt_status_13_description: {
    en: 'The recipient bank found no fraud',
    uk: 'Банк отримувача не виявив шахрайства',
    ru: 'Банк получателя не выявил мошенничества',
  },
  fpt_status_unknown: {
    en: 'Unknown alert status',
    uk: 'Невідомий статус сповіщення',
    ru: 'Неизвестный статус оповещения',
  },
  fpt_status_final: {
    en: 'The alert is closed: its status can no longer change',
    uk: 'Сповіщення закрито: його статус більше не змінюється',
    ru: 'Оповещение закрыто: его статус больше не меняется',
  },
  fpt_status_transition_refused: {
    en: 'The alert cannot move to this status from its current one',
    uk: 'Сповіщення не може перейти до цього статусу з поточного',
    ru: 'Оповещение не может перейти в этот статус из текущего',
  },
  fpt_status_sender_may_only_withdraw: {
    en: 'The sender may only withdraw a new alert',
    uk: 'Відправник може лише відкликати нове сповіщення',
    ru: 'Отправитель может только отозвать новое оповещение',
  },
  fpt_status_only_sender_withdraws: {
    en: 'Only the sender may withdraw an alert',
    uk: 'Відкликати сповіщення може лише відправник',
    ru: 'Отозвать оповещение может только отправитель',
  },
  fpt_group_in_process: { en: 'awaiting processing', uk: 'очікують обробки', ru: 'ожидают обработки' },
  fpt_group_possibility: {
    en: 'possibility of refunds',
    uk: 'можливість повернення коштів',
    ru: 'возможность возврата средств',
  },
  fpt_group_success: { en: 'refunds', uk: 'повернення коштів', ru: 'возвраты средств' },
} satisfies Record<string, MessageText>;
