import type { MessageText } from '../message-text.js';

/** Field rules shared by every screen (spec 1 §5 "Shared rules", spec 2 §5, spec 3 §5). */
export const sharedRuleMessages = {
  required_field: { en: 'required field', uk: 'обов’язкове поле', ru: 'обязательное поле' },
  invalid_value: { en: 'invalid value', uk: 'некоректне значення', ru: 'некорректное значение' },
  digits_only: { en: 'digits only', uk: 'лише цифри', ru: 'только цифры' },
  three_digits: { en: 'three digits', uk: 'три цифри', ru: 'три цифры' },
  acquirer_id_min_length: {
    en: 'acquirer ID minimum 6 digits',
    uk: 'ID еквайра — щонайменше 6 цифр',
    ru: 'ID эквайера — минимум 6 цифр',
  },
  country_code_invalid: {
    en: 'country code: 2 or 3 letters or 3 digits',
    uk: 'код країни: 2 або 3 літери чи 3 цифри',
    ru: 'код страны: 2 или 3 буквы либо 3 цифры',
  },
  max_length: {
    en: 'max length {count}',
    uk: 'максимальна довжина {count}',
    ru: 'максимальная длина {count}',
  },
  min_length: { en: 'min length {count}', uk: 'мінімальна довжина {count}', ru: 'минимальная длина {count}' },
  length_between: {
    en: 'length must be {min} to {max}',
    uk: 'довжина має бути від {min} до {max}',
    ru: 'длина должна быть от {min} до {max}',
  },
  too_many_items: {
    en: 'at most {count} items',
    uk: 'не більше {count} записів',
    ru: 'не более {count} записей',
  },
  unstorable_character: {
    en: 'contains a character that cannot be stored',
    uk: 'містить символ, який неможливо зберегти',
    ru: 'содержит символ, который невозможно сохранить',
  },
  single_character: { en: 'exactly one character', uk: 'рівно один символ', ru: 'ровно один символ' },
  date_format: { en: 'format: dd.mm.yyyy', uk: 'формат: дд.мм.рррр', ru: 'формат: дд.мм.гггг' },
  date_not_exists: { en: 'no such date', uk: 'такої дати не існує', ru: 'такой даты не существует' },
  date_in_future: {
    en: 'date must not be in the future',
    uk: 'дата не може бути в майбутньому',
    ru: 'дата не может быть в будущем',
  },
  datetime_format: {
    en: 'datetime format dd.mm.yyyy hh:mm:ss',
    uk: 'формат дати й часу дд.мм.рррр гг:хх:сс',
    ru: 'формат даты и времени дд.мм.гггг чч:мм:сс',
  },
  phone_international: {
    en: 'phone in international format without plus',
    uk: 'телефон у міжнародному форматі без плюса',
    ru: 'телефон в международном формате без плюса',
  },
  inn_invalid: { en: 'tax id (INN): 10 digits', uk: 'РНОКПП (ІПН): 10 цифр', ru: 'ИНН: 10 цифр' },
  egrpou_invalid: { en: 'EDRPOU code: 8 digits', uk: 'код ЄДРПОУ: 8 цифр', ru: 'код ЕГРПОУ: 8 цифр' },
  request_id_invalid: {
    en: 'request id: 12 digits',
    uk: 'ідентифікатор запиту: 12 цифр',
    ru: 'идентификатор запроса: 12 цифр',
  },
  registration_number_invalid: {
    en: 'registration number: 1 to 17 digits',
    uk: 'реєстраційний номер: від 1 до 17 цифр',
    ru: 'регистрационный номер: от 1 до 17 цифр',
  },
  url_invalid: {
    en: 'URL must start with http:// or https://',
    uk: 'URL має починатися з http:// або https://',
    ru: 'URL должен начинаться с http:// или https://',
  },
  token_format: {
    en: 'format: 5 to 8 letters or digits',
    uk: 'формат: від 5 до 8 літер або цифр',
    ru: 'формат: от 5 до 8 букв или цифр',
  },
  ip_invalid: {
    en: 'invalid IP address (IPv4 or IPv6)',
    uk: 'некоректна IP-адреса (IPv4 або IPv6)',
    ru: 'некорректный IP-адрес (IPv4 или IPv6)',
  },
  pan_invalid: { en: 'invalid card number', uk: 'некоректний номер картки', ru: 'некорректный номер карты' },
  iban_invalid: { en: 'invalid IBAN', uk: 'некоректний IBAN', ru: 'некорректный IBAN' },
  pan_or_iban_invalid: {
    en: 'invalid card or account number',
    uk: 'некоректний номер картки або рахунку',
    ru: 'некорректный номер карты или счёта',
  },
  currency_format: {
    en: 'format: CCY (3 letters or 3 digits)',
    uk: 'формат: CCY (3 літери або 3 цифри)',
    ru: 'формат: CCY (3 буквы или 3 цифры)',
  },
  currency_invalid: {
    en: 'invalid currency code',
    uk: 'некоректний код валюти',
    ru: 'некорректный код валюты',
  },
  transactions_one_currency: {
    en: 'list all transactions in one currency',
    uk: 'вкажіть усі транзакції в одній валюті',
    ru: 'укажите все транзакции в одной валюте',
  },
  amount_below_minimum: {
    en: 'amount must be greater than {amount} {currency}',
    uk: 'сума має бути більшою за {amount} {currency}',
    ru: 'сумма должна быть больше {amount} {currency}',
  },
  amount_not_positive: {
    en: 'amount must be greater than 0.00',
    uk: 'сума має бути більшою за 0.00',
    ru: 'сумма должна быть больше 0.00',
  },
  amount_format: {
    en: 'format: digits, a dot and 2 decimals',
    uk: 'формат: цифри, крапка і 2 знаки після неї',
    ru: 'формат: цифры, точка и 2 знака после неё',
  },
  email_invalid: { en: 'invalid e-mail', uk: 'некоректний e-mail', ru: 'некорректный e-mail' },
  email_list_format: {
    en: 'format: e-mail[,e-mail]',
    uk: 'формат: e-mail[,e-mail]',
    ru: 'формат: e-mail[,e-mail]',
  },
  latitude_invalid: {
    en: 'latitude: non-zero, from -90 to 90',
    uk: 'широта: ненульова, від -90 до 90',
    ru: 'широта: ненулевая, от -90 до 90',
  },
  longitude_invalid: {
    en: 'longitude: non-zero, from -180 to 180',
    uk: 'довгота: ненульова, від -180 до 180',
    ru: 'долгота: ненулевая, от -180 до 180',
  },
  coordinate_precision: {
    en: 'at most 6 decimal places',
    uk: 'не більше 6 знаків після коми',
    ru: 'не более 6 знаков после запятой',
  },
} satisfies Record<string, MessageText>;
