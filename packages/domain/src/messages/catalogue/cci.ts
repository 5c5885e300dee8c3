import type { MessageText } from '../message-text.js';

/** Card-blocking information (spec 3 §2.6; decision 0043). */
export const cciMessages = {
  route_cci: {
    en: 'Card blocking information',
    uk: 'Інформація про блокування картки',
    ru: 'Информация о блокировке карты',
  },
  route_cci_new: { en: 'New request', uk: 'Новий запит', ru: 'Новый запрос' },
  route_cci_requests: { en: 'Request log', uk: 'Журнал запитів', ru: 'Журнал запросов' },
  cci_status_blocked: { en: 'Card blocked', uk: 'Картку заблоковано', ru: 'Карта заблокирована' },
  cci_status_not_blocked: {
    en: 'Card not blocked',
    uk: 'Картку не заблоковано',
    ru: 'Карта не заблокирована',
  },
  cci_status_card_not_found: { en: 'Card not found', uk: 'Картку не знайдено', ru: 'Карта не найдена' },
  cci_outcome_answered: { en: 'Answered', uk: 'Отримано відповідь', ru: 'Получен ответ' },
  cci_outcome_failed: { en: 'Failed', uk: 'Помилка', ru: 'Ошибка' },
  cci_failure_timeout: {
    en: 'The issuer’s system did not answer within {seconds} s. Try again later.',
    uk: 'Система емітента не відповіла протягом {seconds} с. Спробуйте пізніше.',
    ru: 'Система эмитента не ответила в течение {seconds} с. Попробуйте позже.',
  },
  cci_failure_malformed: {
    en: 'The issuer’s system sent an answer that cannot be read. Try again later.',
    uk: 'Система емітента надіслала відповідь, яку неможливо прочитати. Спробуйте пізніше.',
    ru: 'Система эмитента прислала ответ, который невозможно прочитать. Попробуйте позже.',
  },
  cci_failure_refused: {
    en: 'The issuer’s system refused the request. Try again later.',
    uk: 'Система емітента відхилила запит. Спробуйте пізніше.',
    ru: 'Система эмитента отклонила запрос. Попробуйте позже.',
  },
  cci_failure_unreachable: {
    en: 'The issuer’s system cannot be reached. Try again later.',
    uk: 'Система емітента недоступна. Спробуйте пізніше.',
    ru: 'Система эмитента недоступна. Попробуйте позже.',
  },
  cci_reason_timeout: { en: 'No answer in time', uk: 'Немає відповіді вчасно', ru: 'Нет ответа вовремя' },
  cci_reason_malformed: { en: 'Unreadable answer', uk: 'Нечитана відповідь', ru: 'Нечитаемый ответ' },
  cci_reason_refused: { en: 'Refused', uk: 'Відхилено', ru: 'Отклонено' },
  cci_reason_unreachable: { en: 'Unreachable', uk: 'Недоступна', ru: 'Недоступна' },
  cci_last_four_invalid: {
    en: 'The last four digits of the card',
    uk: 'Останні чотири цифри картки',
    ru: 'Последние четыре цифры карты',
  },
  cci_text_card: { en: 'Card', uk: 'Картка', ru: 'Карта' },
  cci_text_issuer: { en: 'Issuer', uk: 'Емітент', ru: 'Эмитент' },
  cci_text_status: { en: 'Status', uk: 'Статус', ru: 'Статус' },
  cci_text_status_info: { en: 'Status details', uk: 'Деталі статусу', ru: 'Детали статуса' },
  cci_text_notes: { en: 'Issuer’s notes', uk: 'Примітки емітента', ru: 'Примечания эмитента' },
  cci_text_ref_number: {
    en: 'Issuer’s reference',
    uk: 'Номер у системі емітента',
    ru: 'Номер в системе эмитента',
  },
  cci_text_request_id: { en: 'Request ID', uk: 'ID запиту', ru: 'ID запроса' },
  cci_text_server_time: { en: 'Answered at', uk: 'Час відповіді', ru: 'Время ответа' },
  column_cci_user: { en: 'User', uk: 'Користувач', ru: 'Пользователь' },
  column_cci_outcome: { en: 'Outcome', uk: 'Результат', ru: 'Результат' },
  column_cci_tran_date: { en: 'Transaction date', uk: 'Дата операції', ru: 'Дата операции' },
  column_cci_amount: { en: 'Amount', uk: 'Сума', ru: 'Сумма' },
  column_cci_applicant: { en: 'Applicant', uk: 'Заявник', ru: 'Заявитель' },
  column_cci_duration: { en: 'Duration, ms', uk: 'Тривалість, мс', ru: 'Длительность, мс' },
} satisfies Record<string, MessageText>;
