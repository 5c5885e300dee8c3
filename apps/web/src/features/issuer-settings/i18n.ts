/** The issuer settings' texts (spec 3 §2.5, spec 2 §5.3): the i18next namespace 'issuerSettings'. */
export const ISSUER_SETTINGS_NS = 'issuerSettings';

export const uk = {
  title: 'Налаштування емітента',
  email: 'E-mail для сповіщень',
  notSet: 'не вказано',
  edit: 'Змінити',
  save: 'Зберегти',
  cancel: 'Скасувати',
  iban: 'Підтримка IBAN',
  ibanNotGranted: 'Адміністратор не надав організації доступ до IBAN для цього сервісу.',
  ibanNotAllowed: 'Змінити підтримку IBAN може лише менеджер організації.',
  confirm: 'Змінити',
};

export type IssuerSettingsTexts = typeof uk;

export const en: IssuerSettingsTexts = {
  title: 'Issuer settings',
  email: 'Notification e-mail',
  notSet: 'not set',
  edit: 'Edit',
  save: 'Save',
  cancel: 'Cancel',
  iban: 'IBAN support',
  ibanNotGranted: 'The administrator has not granted the organisation IBAN access for this service.',
  ibanNotAllowed: 'Only the organisation’s manager may change IBAN support.',
  confirm: 'Change',
};

export const ru: IssuerSettingsTexts = {
  title: 'Настройки эмитента',
  email: 'E-mail для уведомлений',
  notSet: 'не указан',
  edit: 'Изменить',
  save: 'Сохранить',
  cancel: 'Отмена',
  iban: 'Поддержка IBAN',
  ibanNotGranted: 'Администратор не предоставил организации доступ к IBAN для этого сервиса.',
  ibanNotAllowed: 'Изменить поддержку IBAN может только менеджер организации.',
  confirm: 'Изменить',
};
