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
  crc_transition_refused: {
    en: 'This action is not possible for the request in its current status',
    uk: 'Ця дія неможлива для запиту в його поточному статусі',
    ru: 'Это действие невозможно для запроса в его текущем статусе',
  },
  crc_status_stale: {
    en: 'The request has changed meanwhile: reload it and try again',
    uk: 'Запит тим часом змінився: оновіть його та спробуйте ще раз',
    ru: 'Запрос тем временем изменился: обновите его и попробуйте снова',
  },
  crc_assign_not_allowed: {
    en: 'An issuer can be assigned only to a request of an unknown issuer',
    uk: 'Емітента можна призначити лише запиту з невідомим емітентом',
    ru: 'Эмитента можно назначить только запросу с неизвестным эмитентом',
  },
  crc_assign_not_a_bank: {
    en: 'The organisation is not a bank',
    uk: 'Організація не є банком',
    ru: 'Организация не является банком',
  },
  crc_police_only: {
    en: 'Crime Check requests are filed by cyber police units',
    uk: 'Запити Crime Check подають підрозділи кіберполіції',
    ru: 'Запросы Crime Check подают подразделения киберполиции',
  },
  crc_parent_not_found: {
    en: 'No request of your unit has this id',
    uk: 'Запиту вашого підрозділу з таким номером немає',
    ru: 'Запроса вашего подразделения с таким номером нет',
  },
  crc_comment_not_allowed: {
    en: 'Comments are not enabled for this request',
    uk: 'Коментарі для цього запиту недоступні',
    ru: 'Комментарии для этого запроса недоступны',
  },
  crc_incident_exists: {
    en: 'An incident has already been created from this request',
    uk: 'З цього запиту вже створено інцидент',
    ru: 'Из этого запроса уже создан инцидент',
  },
  crc_incident_not_allowed: {
    en: 'An incident can be created only from a replied request with a known recipient',
    uk: 'Інцидент можна створити лише із запиту з відповіддю та відомим отримувачем',
    ru: 'Инцидент можно создать только из запроса с ответом и известным получателем',
  },
  crc_event_created: { en: 'Request filed', uk: 'Запит подано', ru: 'Запрос подан' },
  crc_event_routed: {
    en: 'Request addressed to {issuer}',
    uk: 'Запит спрямовано до {issuer}',
    ru: 'Запрос направлен в {issuer}',
  },
  crc_event_status: {
    en: 'Status changed: {from} → {to}',
    uk: 'Статус змінено: {from} → {to}',
    ru: 'Статус изменён: {from} → {to}',
  },
  crc_event_reply: { en: 'Reply sent', uk: 'Відповідь надіслано', ru: 'Ответ отправлен' },
  crc_event_rejection: { en: 'Request rejected', uk: 'Запит відхилено', ru: 'Запрос отклонён' },
  crc_event_reply_edited: { en: 'Reply edited', uk: 'Відповідь змінено', ru: 'Ответ изменён' },
  crc_event_comment: { en: 'Comment', uk: 'Коментар', ru: 'Комментарий' },
  crc_event_incident: {
    en: 'Incident #{incident} created from the request',
    uk: 'Із запиту створено інцидент №{incident}',
    ru: 'Из запроса создан инцидент №{incident}',
  },
  crc_event_delivery_error: {
    en: 'Delivery to the police unit’s system failed',
    uk: 'Не вдалося доставити до системи підрозділу поліції',
    ru: 'Не удалось доставить в систему подразделения полиции',
  },
  crc_mail_new_request_subject: {
    en: 'New Crime Check request {id}',
    uk: 'Новий запит Crime Check {id}',
    ru: 'Новый запрос Crime Check {id}',
  },
  crc_mail_new_request_body: {
    en: '{police} asks about {number} at your bank (registration {reg_number}, due {due}). Status: {status}.',
    uk: '{police} надсилає запит щодо {number} у вашому банку (реєстрація {reg_number}, строк до {due}). Статус: {status}.',
    ru: '{police} отправляет запрос по {number} в вашем банке (регистрация {reg_number}, срок до {due}). Статус: {status}.',
  },
} satisfies Record<string, MessageText>;
