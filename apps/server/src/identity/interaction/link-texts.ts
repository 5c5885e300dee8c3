import type { Locale } from '@afx/domain';

/** Texts of the one-time link pages (invitation, password reset) in the portal's three languages. */
const linkTexts = {
  forgot_link: { uk: 'Забули пароль?', en: 'Forgot password?', ru: 'Забыли пароль?' },
  // The invitation
  invitation_title: { uk: 'Реєстрація в AFX', en: 'Registration in AFX', ru: 'Регистрация в AFX' },
  invitation_intro: {
    uk: 'Вас запрошено до порталу AFX. Встановіть пароль, щоб завершити реєстрацію.',
    en: 'You have been invited to the AFX portal. Set a password to complete your registration.',
    ru: 'Вас пригласили на портал AFX. Задайте пароль, чтобы завершить регистрацию.',
  },
  full_name: { uk: 'Ім’я', en: 'Name', ru: 'Имя' },
  organisation: { uk: 'Організація', en: 'Organisation', ru: 'Организация' },
  login: { uk: 'Логін', en: 'Login', ru: 'Логин' },
  new_password: { uk: 'Новий пароль', en: 'New password', ru: 'Новый пароль' },
  password_hint: {
    uk: 'Щонайменше 12 символів; не збігається з логіном.',
    en: 'At least 12 characters; not the same as the login.',
    ru: 'Не менее 12 символов; не совпадает с логином.',
  },
  password_repeat: { uk: 'Повторіть пароль', en: 'Repeat the password', ru: 'Повторите пароль' },
  password_mismatch: {
    uk: 'Паролі не збігаються',
    en: 'The passwords do not match',
    ru: 'Пароли не совпадают',
  },
  totp_now: {
    uk: 'Налаштувати двофакторний вхід зараз (застосунок-автентифікатор)',
    en: 'Set up two-factor sign-in now (an authenticator app)',
    ru: 'Настроить двухфакторный вход сейчас (приложение-аутентификатор)',
  },
  register: { uk: 'Завершити реєстрацію', en: 'Complete registration', ru: 'Завершить регистрацию' },
  totp_title: { uk: 'Двофакторний вхід', en: 'Two-factor sign-in', ru: 'Двухфакторный вход' },
  totp_password_set: {
    uk: 'Пароль встановлено, обліковий запис активний.',
    en: 'Your password is set and your account is active.',
    ru: 'Пароль задан, учётная запись активна.',
  },
  totp_scan: {
    uk: 'Відскануйте QR-код застосунком-автентифікатором (або введіть ключ вручну), потім введіть 6-значний код із застосунку.',
    en: 'Scan the QR code with your authenticator app (or enter the key by hand), then enter the 6-digit code it shows.',
    ru: 'Отсканируйте QR-код приложением-аутентификатором (или введите ключ вручную), затем введите 6-значный код из приложения.',
  },
  totp_qr_alt: {
    uk: 'QR-код для застосунку-автентифікатора',
    en: 'QR code for the authenticator app',
    ru: 'QR-код для приложения-аутентификатора',
  },
  totp_key: { uk: 'Ключ', en: 'Key', ru: 'Ключ' },
  totp_uri: { uk: 'Посилання otpauth', en: 'otpauth link', ru: 'Ссылка otpauth' },
  code: { uk: 'Код', en: 'Code', ru: 'Код' },
  confirm: { uk: 'Підтвердити', en: 'Confirm', ru: 'Подтвердить' },
  totp_skip: {
    uk: 'Пропустити й увійти (налаштувати можна пізніше в профілі)',
    en: 'Skip and sign in (you can set it up later in your profile)',
    ru: 'Пропустить и войти (настроить можно позже в профиле)',
  },
  wrong_code: { uk: 'Невірний код', en: 'Wrong code', ru: 'Неверный код' },
  registered_title: {
    uk: 'Реєстрацію завершено',
    en: 'Registration complete',
    ru: 'Регистрация завершена',
  },
  registered_text: {
    uk: 'Ваш обліковий запис готовий. Увійдіть зі своїм логіном і новим паролем.',
    en: 'Your account is ready. Sign in with your login and your new password.',
    ru: 'Ваша учётная запись готова. Войдите со своим логином и новым паролем.',
  },
  registered_totp_text: {
    uk: 'Ваш обліковий запис готовий, двофакторний вхід увімкнено. Увійдіть зі своїм логіном, новим паролем і кодом із застосунку.',
    en: 'Your account is ready and two-factor sign-in is on. Sign in with your login, your new password and a code from the app.',
    ru: 'Ваша учётная запись готова, двухфакторный вход включён. Войдите со своим логином, новым паролем и кодом из приложения.',
  },
  sign_in: { uk: 'Увійти', en: 'Sign in', ru: 'Войти' },
  // What a link that cannot be used says (and nothing else is offered)
  link_title: { uk: 'Посилання недійсне', en: 'The link cannot be used', ru: 'Ссылка недействительна' },
  invitation_expired: {
    uk: 'Термін дії запрошення минув (воно діє 12 годин). Попросіть менеджера вашої організації запросити вас знову.',
    en: 'This invitation has expired (it is valid for 12 hours). Ask your manager to invite you again.',
    ru: 'Срок действия приглашения истёк (оно действует 12 часов). Попросите менеджера вашей организации пригласить вас снова.',
  },
  invitation_used: {
    uk: 'Це запрошення вже використано: реєстрацію завершено. Увійдіть до порталу зі своїм логіном і паролем.',
    en: 'This invitation has already been used: the registration is complete. Sign in to the portal with your login and password.',
    ru: 'Это приглашение уже использовано: регистрация завершена. Войдите на портал со своим логином и паролем.',
  },
  invitation_revoked: {
    uk: 'Це запрошення скасовано (можливо, надіслано новіше). Скористайтеся останнім запрошенням або зверніться до менеджера.',
    en: 'This invitation has been cancelled (perhaps a newer one was sent). Use the latest invitation or ask your manager.',
    ru: 'Это приглашение отменено (возможно, отправлено более новое). Воспользуйтесь последним приглашением или обратитесь к менеджеру.',
  },
  invitation_unknown: {
    uk: 'Таке запрошення не знайдено. Перевірте, що посилання скопійовано повністю, або зверніться до менеджера.',
    en: 'No such invitation. Check that the link was copied whole, or ask your manager.',
    ru: 'Такое приглашение не найдено. Проверьте, что ссылка скопирована полностью, или обратитесь к менеджеру.',
  },
  reset_expired: {
    uk: 'Термін дії посилання минув (воно діє 1 годину). Попросіть нове на сторінці входу.',
    en: 'This link has expired (it is valid for 1 hour). Ask for a new one on the sign-in page.',
    ru: 'Срок действия ссылки истёк (она действует 1 час). Запросите новую на странице входа.',
  },
  reset_used: {
    uk: 'Це посилання вже використано: пароль змінено.',
    en: 'This link has already been used: the password was changed.',
    ru: 'Эта ссылка уже использована: пароль изменён.',
  },
  reset_revoked: {
    uk: 'Це посилання скасовано (можливо, надіслано новіше). Скористайтеся останнім листом.',
    en: 'This link has been cancelled (perhaps a newer one was sent). Use the latest e-mail.',
    ru: 'Эта ссылка отменена (возможно, отправлена более новая). Воспользуйтесь последним письмом.',
  },
  reset_unknown: {
    uk: 'Таке посилання не знайдено. Перевірте, що його скопійовано повністю.',
    en: 'No such link. Check that it was copied whole.',
    ru: 'Такая ссылка не найдена. Проверьте, что она скопирована полностью.',
  },
  // The password reset
  forgot_title: { uk: 'Відновлення пароля', en: 'Reset the password', ru: 'Восстановление пароля' },
  forgot_hint: {
    uk: 'Введіть логін або e-mail. Якщо обліковий запис існує, на його e-mail прийде посилання для встановлення нового пароля.',
    en: 'Enter your login or e-mail. If the account exists, a link to set a new password is sent to its e-mail.',
    ru: 'Введите логин или e-mail. Если учётная запись существует, на её e-mail придёт ссылка для установки нового пароля.',
  },
  login_or_email: { uk: 'Логін або e-mail', en: 'Login or e-mail', ru: 'Логин или e-mail' },
  send_link: { uk: 'Надіслати посилання', en: 'Send the link', ru: 'Отправить ссылку' },
  back_to_sign_in: { uk: 'Повернутися до входу', en: 'Back to sign in', ru: 'Вернуться ко входу' },
  forgot_sent_title: { uk: 'Перевірте пошту', en: 'Check your e-mail', ru: 'Проверьте почту' },
  forgot_sent: {
    uk: 'Якщо обліковий запис із таким логіном або e-mail існує, ми надіслали на його e-mail посилання для встановлення нового пароля. Посилання діє 1 годину.',
    en: 'If an account with this login or e-mail exists, a link to set a new password has been sent to its e-mail. The link is valid for 1 hour.',
    ru: 'Если учётная запись с таким логином или e-mail существует, мы отправили на её e-mail ссылку для установки нового пароля. Ссылка действует 1 час.',
  },
  reset_title: { uk: 'Новий пароль', en: 'New password', ru: 'Новый пароль' },
  reset_submit: { uk: 'Змінити пароль', en: 'Change the password', ru: 'Сменить пароль' },
  reset_done_title: { uk: 'Пароль змінено', en: 'Password changed', ru: 'Пароль изменён' },
  reset_done: {
    uk: 'Пароль змінено, усі ваші сеанси завершено. Увійдіть із новим паролем.',
    en: 'Your password has been changed and all your sessions have ended. Sign in with the new password.',
    ru: 'Пароль изменён, все ваши сеансы завершены. Войдите с новым паролем.',
  },
  rate_limited: {
    uk: 'Забагато спроб. Зачекайте хвилину та спробуйте знову.',
    en: 'Too many attempts. Wait a minute and try again.',
    ru: 'Слишком много попыток. Подождите минуту и попробуйте снова.',
  },
  error_title: { uk: 'Помилка', en: 'Error', ru: 'Ошибка' },
  error_text: {
    uk: 'Не вдалося виконати запит.',
    en: 'The request could not be completed.',
    ru: 'Не удалось выполнить запрос.',
  },
} satisfies Record<string, Record<Locale, string>>;

export type LinkTextKey = keyof typeof linkTexts;

export const linkText = (key: LinkTextKey, locale: Locale): string => linkTexts[key][locale];
