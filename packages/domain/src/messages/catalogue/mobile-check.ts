import type { MessageText } from '../message-text.js';

/** Mobile check (issue 16, decision 0044): its rules, statuses, answers and their notes. */
export const mobileCheckMessages = {
  mcs_depth_range: {
    en: 'Search depth is 1 to 100 days',
    uk: 'Глибина пошуку — від 1 до 100 днів',
    ru: 'Глубина поиска — от 1 до 100 дней',
  },
  mcs_consent_required: {
    en: "This operator requires the subscriber's consent; a check without it is refused",
    uk: 'Цей оператор вимагає згоди абонента; перевірку без неї не виконано',
    ru: 'Этот оператор требует согласия абонента; проверка без него не выполнена',
  },
  mcs_check_not_found: {
    en: 'Mobile check not found',
    uk: 'Перевірку номера не знайдено',
    ru: 'Проверка номера не найдена',
  },
  mcs_operator_unavailable: {
    en: 'The operator {operator} did not answer ({reason}). Try the check again later.',
    uk: 'Оператор {operator} не відповів ({reason}). Повторіть перевірку пізніше.',
    ru: 'Оператор {operator} не ответил ({reason}). Повторите проверку позже.',
  },
  mcs_operator_not_connected: {
    en: 'The operator {operator} is not connected to AFX',
    uk: 'Оператор {operator} не підключений до AFX',
    ru: 'Оператор {operator} не подключён к AFX',
  },
  mcs_status_queued: { en: 'Queued', uk: 'У черзі', ru: 'В очереди' },
  mcs_status_in_progress: { en: 'In progress', uk: 'Виконується', ru: 'Выполняется' },
  mcs_status_answered: { en: 'Answered', uk: 'Отримано відповідь', ru: 'Получен ответ' },
  mcs_status_failed: { en: 'Failed', uk: 'Помилка', ru: 'Ошибка' },
  mcs_sim_yes: { en: 'SIM changed: yes', uk: 'Заміна SIM: так', ru: 'Замена SIM: да' },
  mcs_sim_no: { en: 'SIM changed: no', uk: 'Заміна SIM: ні', ru: 'Замена SIM: нет' },
  mcs_sim_not_active: {
    en: 'Subscriber not active',
    uk: 'Абонент неактивний',
    ru: 'Абонент неактивен',
  },
  mcs_sim_another_operator: { en: 'Another operator', uk: 'Інший оператор', ru: 'Другой оператор' },
  mcs_sim_another_or_not_active: {
    en: 'Another operator or not active',
    uk: 'Інший оператор або неактивний',
    ru: 'Другой оператор или неактивен',
  },
  mcs_cf_yes: { en: 'Call forwarding: yes', uk: 'Переадресація: так', ru: 'Переадресация: да' },
  mcs_cf_no: { en: 'Call forwarding: no', uk: 'Переадресація: ні', ru: 'Переадресация: нет' },
  mcs_cf_unknown: {
    en: 'Call forwarding: unknown',
    uk: 'Переадресація: невідомо',
    ru: 'Переадресация: неизвестно',
  },
  mcs_note_ambiguous: {
    en: "'Another operator or not active' is ambiguous: the operator of the number's range does not know the number, and cannot say whether it moved to another operator or is not in service.",
    uk: '«Інший оператор або неактивний» — неоднозначна відповідь: оператор діапазону номера не знає номер і не може сказати, чи перейшов він до іншого оператора, чи не обслуговується.',
    ru: '«Другой оператор или неактивен» — неоднозначный ответ: оператор диапазона номера не знает номер и не может сказать, перешёл ли он к другому оператору или не обслуживается.',
  },
  mcs_note_call_forwarding: {
    en: 'Call forwarding is checked only for one operator ({operators}); for the others the answer is unknown.',
    uk: 'Переадресація перевіряється лише для одного оператора ({operators}); для інших відповідь — невідомо.',
    ru: 'Переадресация проверяется только для одного оператора ({operators}); для других ответ — неизвестно.',
  },
  mcs_note_ported: {
    en: 'The number is in the range of {operator}, which no longer serves it: it was moved to another operator.',
    uk: 'Номер з діапазону {operator}, який його більше не обслуговує: номер перенесено до іншого оператора.',
    ru: 'Номер из диапазона {operator}, который его больше не обслуживает: номер перенесён к другому оператору.',
  },
  mcs_column_phone: { en: 'Phone number', uk: 'Номер телефону', ru: 'Номер телефона' },
  mcs_column_operator: { en: 'Operator', uk: 'Оператор', ru: 'Оператор' },
  mcs_column_depth: { en: 'Search depth, days', uk: 'Глибина пошуку, днів', ru: 'Глубина поиска, дней' },
  mcs_column_consent: { en: 'Subscriber consent', uk: 'Згода абонента', ru: 'Согласие абонента' },
  mcs_column_status: { en: 'Status', uk: 'Статус', ru: 'Статус' },
  mcs_column_sim: { en: 'SIM changed', uk: 'Заміна SIM', ru: 'Замена SIM' },
  mcs_column_sim_date: {
    en: 'Last SIM change',
    uk: 'Остання заміна SIM',
    ru: 'Последняя замена SIM',
  },
  mcs_column_cf: { en: 'Call forwarding', uk: 'Переадресація', ru: 'Переадресация' },
  mcs_column_created: { en: 'Checked at', uk: 'Час перевірки', ru: 'Время проверки' },
  mcs_column_user: { en: 'User', uk: 'Користувач', ru: 'Пользователь' },
  mcs_column_org: { en: 'Organisation', uk: 'Організація', ru: 'Организация' },
  mcs_column_day: { en: 'Day', uk: 'День', ru: 'День' },
  mcs_column_count: { en: 'Checks', uk: 'Перевірок', ru: 'Проверок' },
  mcs_column_value: { en: 'Value', uk: 'Значення', ru: 'Значение' },
} satisfies Record<string, MessageText>;
