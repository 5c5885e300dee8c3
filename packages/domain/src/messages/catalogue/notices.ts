import type { MessageText } from '../message-text.js';

/** Success notices, warnings and confirmations shared by several screens (section 8 of each spec). */
export const noticeMessages = {
  created_successfully: { en: 'Created successfully', uk: 'Успішно створено', ru: 'Успешно создано' },
  updated_successfully: { en: 'Updated successfully', uk: 'Успішно оновлено', ru: 'Успешно обновлено' },
  deleted_successfully: { en: 'Deleted successfully', uk: 'Успішно видалено', ru: 'Успешно удалено' },
  copied_successfully: { en: 'Copied successfully', uk: 'Успішно скопійовано', ru: 'Успешно скопировано' },
  copied: { en: 'Copied', uk: 'Скопійовано', ru: 'Скопировано' },
  copied_to_clipboard: {
    en: 'Copied to clipboard successfully',
    uk: 'Успішно скопійовано до буфера обміну',
    ru: 'Успешно скопировано в буфер обмена',
  },
  group_updated: {
    en: 'Group updated successfully',
    uk: 'Групу успішно оновлено',
    ru: 'Группа успешно обновлена',
  },
  group_deleted: {
    en: 'Group deleted successfully',
    uk: 'Групу успішно видалено',
    ru: 'Группа успешно удалена',
  },
  export_success: {
    en: 'Export successfully',
    uk: 'Експорт виконано успішно',
    ru: 'Экспорт выполнен успешно',
  },
  accepted_for_execution: {
    en: 'accepted for execution',
    uk: 'прийнято до виконання',
    ru: 'принято к исполнению',
  },
  notification_email_saved: {
    en: 'Notification e-mail saved',
    uk: 'E-mail для сповіщень збережено',
    ru: 'E-mail для уведомлений сохранён',
  },
  iban_support_saved: {
    en: 'IBAN support saved',
    uk: 'Підтримку IBAN збережено',
    ru: 'Поддержка IBAN сохранена',
  },
  cancel_changes_confirm: {
    en: 'Cancel last changes?',
    uk: 'Скасувати останні зміни?',
    ru: 'Отменить последние изменения?',
  },
  abort_upload_confirm: { en: 'Abort upload?', uk: 'Перервати завантаження?', ru: 'Прервать загрузку?' },
  delete_transaction_confirm: {
    en: 'Delete transaction?',
    uk: 'Видалити транзакцію?',
    ru: 'Удалить транзакцию?',
  },
  delete_record_confirm: { en: 'Delete this record?', uk: 'Видалити цей запис?', ru: 'Удалить эту запись?' },
  take_into_process_confirm: {
    en: 'Take into processing?',
    uk: 'Взяти в обробку?',
    ru: 'Взять в обработку?',
  },
  reset_transport_confirm: {
    en: 'reset counters of sending attempts of transport packets',
    uk: 'скинути лічильники спроб надсилання транспортних пакетів',
    ru: 'сбросить счётчики попыток отправки транспортных пакетов',
  },
  iban_support_change_crc_confirm: {
    en: 'Change IBAN support for Crime Check requests?',
    uk: 'Змінити підтримку IBAN для запитів Crime Check?',
    ru: 'Изменить поддержку IBAN для запросов Crime Check?',
  },
  iban_support_change_fpt_confirm: {
    en: 'Change IBAN support for FPT alerts?',
    uk: 'Змінити підтримку IBAN для сповіщень FPT?',
    ru: 'Изменить поддержку IBAN для оповещений FPT?',
  },
  upload_progress: {
    en: 'Uploading {n} of {total}',
    uk: 'Завантаження {n} з {total}',
    ru: 'Загрузка {n} из {total}',
  },
  event_type_info: { en: 'info', uk: 'інформація', ru: 'информация' },
  event_type_message: { en: 'message', uk: 'повідомлення', ru: 'сообщение' },
  event_type_status: { en: 'status', uk: 'статус', ru: 'статус' },
  event_type_error: { en: 'error', uk: 'помилка', ru: 'ошибка' },
} satisfies Record<string, MessageText>;
