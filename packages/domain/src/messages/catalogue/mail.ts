import type { MessageText } from '../message-text.js';

/** The identity's e-mails (password reset) and the parts every e-mail shares (the link button). */
export const mailMessages = {
  mail_password_reset_subject: {
    en: 'AFX: resetting your password',
    uk: 'AFX: відновлення пароля',
    ru: 'AFX: восстановление пароля',
  },
  mail_password_reset_body: {
    en: 'Hello, {full_name}.\n\nSomeone (we hope you) asked to reset the password of your AFX account {login}. The link below lets you set a new one; it works once, for {hours} hour(s). Setting a new password signs you out everywhere.\n\nIf you did not ask for this, ignore this message: your password stays as it is.',
    uk: 'Вітаємо, {full_name}.\n\nХтось (сподіваємося, ви) попросив відновити пароль облікового запису AFX {login}. За посиланням нижче можна встановити новий пароль; воно діє один раз упродовж {hours} год. Після зміни пароля всі ваші сеанси буде завершено.\n\nЯкщо ви цього не просили, просто проігноруйте цей лист: ваш пароль не зміниться.',
    ru: 'Здравствуйте, {full_name}.\n\nКто-то (надеемся, вы) попросил восстановить пароль учётной записи AFX {login}. По ссылке ниже можно задать новый пароль; она действует один раз в течение {hours} ч. После смены пароля все ваши сеансы будут завершены.\n\nЕсли вы этого не просили, просто проигнорируйте это письмо: ваш пароль не изменится.',
  },
  mail_link_set_password: {
    en: 'Set a new password',
    uk: 'Встановити новий пароль',
    ru: 'Задать новый пароль',
  },
  mail_link_accept_invitation: {
    en: 'Accept the invitation',
    uk: 'Прийняти запрошення',
    ru: 'Принять приглашение',
  },
  mail_link_open_portal: { en: 'Open the portal', uk: 'Відкрити портал', ru: 'Открыть портал' },
  mail_link_fallback: {
    en: 'If the button does not work, copy this address into your browser:',
    uk: 'Якщо кнопка не працює, скопіюйте цю адресу в браузер:',
    ru: 'Если кнопка не работает, скопируйте этот адрес в браузер:',
  },
} satisfies Record<string, MessageText>;
