import type { MessageText } from '../message-text.js';

/** The user's own account: password change and the authenticator (TOTP). */
export const accountMessages = {
  password_too_short: {
    en: 'password must be at least 12 characters',
    uk: 'пароль має містити щонайменше 12 символів',
    ru: 'пароль должен содержать не менее 12 символов',
  },
  password_equals_login: {
    en: 'password must not be the same as the login',
    uk: 'пароль не може збігатися з логіном',
    ru: 'пароль не должен совпадать с логином',
  },
  password_wrong: { en: 'wrong password', uk: 'невірний пароль', ru: 'неверный пароль' },
  attempts_locked: {
    en: 'Too many attempts. Try again in 15 minutes.',
    uk: 'Забагато спроб. Спробуйте знову за 15 хвилин.',
    ru: 'Слишком много попыток. Попробуйте снова через 15 минут.',
  },
  totp_code_wrong: { en: 'wrong code', uk: 'невірний код', ru: 'неверный код' },
  totp_not_pending: {
    en: 'Start the authenticator setup first',
    uk: 'Спочатку розпочніть налаштування автентифікатора',
    ru: 'Сначала начните настройку аутентификатора',
  },
  totp_not_enabled: {
    en: 'The authenticator is not set up',
    uk: 'Автентифікатор не налаштовано',
    ru: 'Аутентификатор не настроен',
  },
  totp_already_enabled: {
    en: 'The authenticator is already set up; remove it first',
    uk: 'Автентифікатор уже налаштовано; спочатку видаліть його',
    ru: 'Аутентификатор уже настроен; сначала удалите его',
  },
  code_or_password_required: {
    en: 'enter a code from the authenticator or your password',
    uk: 'введіть код з автентифікатора або пароль',
    ru: 'введите код из аутентификатора или пароль',
  },
} satisfies Record<string, MessageText>;
