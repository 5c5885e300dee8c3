import type { MessageText } from '../message-text.js';

/** Incident registry (spec 1 §5, §8). */
export const incidentMessages = {
  // The spec quotes this text in Russian; the Russian keeps its wording, the others translate it.
  field_not_available_for_category: {
    en: 'field not available for this category',
    uk: 'поле недоступне для цієї категорії',
    ru: 'недоступное поле для данной категории',
  },
  phone_invalid: {
    en: 'phone: 12 digits in international format without plus',
    uk: 'телефон: 12 цифр у міжнародному форматі без плюса',
    ru: 'телефон: 12 цифр в международном формате без плюса',
  },
  phone_type_invalid: {
    en: 'phone type must be 1 to 4',
    uk: 'тип телефону має бути від 1 до 4',
    ru: 'тип телефона должен быть от 1 до 4',
  },
  too_many_phones: {
    en: 'at most {count} phones',
    uk: 'не більше {count} телефонів',
    ru: 'не более {count} телефонов',
  },
  passport_invalid: {
    en: 'passport: two Cyrillic letters and 6 digits, or 9 digits',
    uk: 'паспорт: дві кириличні літери та 6 цифр або 9 цифр',
    ru: 'паспорт: две кириллические буквы и 6 цифр либо 9 цифр',
  },
  fullname_invalid: {
    en: 'full name: 5 to 50 letters, digits, hyphens, apostrophes or spaces',
    uk: 'ПІБ: від 5 до 50 літер, цифр, дефісів, апострофів або пробілів',
    ru: 'ФИО: от 5 до 50 букв, цифр, дефисов, апострофов или пробелов',
  },
  erdr_number_invalid: {
    en: 'ERDR number: 1 to 17 digits',
    uk: 'номер ЄРДР: від 1 до 17 цифр',
    ru: 'номер ЕРДР: от 1 до 17 цифр',
  },
  org_name_invalid: {
    en: 'organisation name: 5 to 100 letters, digits, hyphens, quotes or spaces',
    uk: 'назва організації: від 5 до 100 літер, цифр, дефісів, лапок або пробілів',
    ru: 'название организации: от 5 до 100 букв, цифр, дефисов, кавычек или пробелов',
  },
  required_set_option: { en: 'Option {n}', uk: 'Варіант {n}', ru: 'Вариант {n}' },
  select_creator_org: {
    en: 'Select a creator organization',
    uk: 'Оберіть організацію-автора',
    ru: 'Выберите организацию-автора',
  },
  select_creator_user: {
    en: 'Select a creator user',
    uk: 'Оберіть користувача-автора',
    ru: 'Выберите пользователя-автора',
  },
  incident_created: {
    en: 'Incident #{id} created',
    uk: 'Інцидент №{id} створено',
    ru: 'Инцидент №{id} создан',
  },
  incident_forum_message: {
    en: 'forum message #{forumMsgId}',
    uk: 'повідомлення форуму №{forumMsgId}',
    ru: 'сообщение форума №{forumMsgId}',
  },
  incident_upload_complete: {
    en: 'Upload complete: {total} rows, {created} created, {skipped} skipped',
    uk: 'Завантаження завершено: рядків {total}, створено {created}, пропущено {skipped}',
    ru: 'Загрузка завершена: строк {total}, создано {created}, пропущено {skipped}',
  },
  phone_type_1: { en: 'mobile', uk: 'мобільний', ru: 'мобильный' },
  phone_type_2: { en: 'home', uk: 'домашній', ru: 'домашний' },
  phone_type_3: { en: 'work', uk: 'робочий', ru: 'рабочий' },
  phone_type_4: { en: 'other contact person', uk: 'інша контактна особа', ru: 'другое контактное лицо' },
} satisfies Record<string, MessageText>;
