import type { MessageText } from '../message-text.js';

/** Crime Check (spec 2 §3.14, §4.3, §5.3, §8). */
export const crimeCheckMessages = {
  required_data: { en: 'required data', uk: 'бракує даних відповіді', ru: 'не хватает данных ответа' },
  reject_notes_required: {
    en: 'Enter the reason for rejection',
    uk: 'Вкажіть причину відхилення',
    ru: 'Укажите причину отклонения',
  },
  notes_not_changed: {
    en: 'Notes have not changed',
    uk: 'Примітки не змінено',
    ru: 'Примечания не изменены',
  },
  request_status_changed: {
    en: 'Request status changed',
    uk: 'Статус запиту змінено',
    ru: 'Статус запроса изменён',
  },
  reply_sent_to_police: {
    en: 'The reply has been sent to the cyber police',
    uk: 'Відповідь надіслано до кіберполіції',
    ru: 'Ответ отправлен в киберполицию',
  },
  switch_to_reply_confirm: {
    en: 'Switch to a reply? The notes will be cleared.',
    uk: 'Перейти до відповіді? Примітки буде очищено.',
    ru: 'Перейти к ответу? Примечания будут очищены.',
  },
  reply_type_changed: {
    en: 'The reply type has changed',
    uk: 'Тип відповіді змінено',
    ru: 'Тип ответа изменён',
  },
  crc_status_1: { en: 'unknown issuer', uk: 'невідомий емітент', ru: 'неизвестный эмитент' },
  crc_status_2: {
    en: 'issuer not supported',
    uk: 'емітент не підтримується',
    ru: 'эмитент не поддерживается',
  },
  crc_status_3: { en: 'manual request only', uk: 'лише ручний запит', ru: 'только ручной запрос' },
  crc_status_4: { en: 'waiting for review', uk: 'очікує на розгляд', ru: 'ожидает рассмотрения' },
  crc_status_5: { en: 'issuer in process', uk: 'в обробці в емітента', ru: 'в обработке у эмитента' },
  crc_status_6: { en: 'replied', uk: 'надано відповідь', ru: 'дан ответ' },
  crc_status_7: { en: 'rejected', uk: 'відхилено', ru: 'отклонено' },
  registry_type_1: { en: 'ERDR', uk: 'ЄРДР', ru: 'ЕРДР' },
  registry_type_2: { en: 'EO', uk: 'ЄО', ru: 'ЕУ' },
  registry_type_3: { en: 'claim', uk: 'заява', ru: 'заявление' },
  registry_type_4: { en: 's102', uk: 'ст. 102', ru: 'ст. 102' },
} satisfies Record<string, MessageText>;
