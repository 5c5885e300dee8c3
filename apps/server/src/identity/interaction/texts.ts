import type { Locale } from '@afx/domain';

/** Texts of the identity pages (sign-in, code, sign-out, errors) in the portal's three languages. */
const texts = {
  title: { uk: 'Вхід', en: 'Sign in', ru: 'Вход' },
  subtitle: {
    uk: 'Портал обміну інформацією про шахрайство',
    en: 'Fraud information exchange portal',
    ru: 'Портал обмена информацией о мошенничестве',
  },
  login: { uk: 'Логін', en: 'Login', ru: 'Логин' },
  password: { uk: 'Пароль', en: 'Password', ru: 'Пароль' },
  submit: { uk: 'Увійти', en: 'Sign in', ru: 'Войти' },
  code_title: { uk: 'Код підтвердження', en: 'Verification code', ru: 'Код подтверждения' },
  code_hint: {
    uk: 'Введіть 6-значний код із застосунку-автентифікатора.',
    en: 'Enter the 6-digit code from your authenticator app.',
    ru: 'Введите 6-значный код из приложения-аутентификатора.',
  },
  code: { uk: 'Код', en: 'Code', ru: 'Код' },
  confirm: { uk: 'Підтвердити', en: 'Confirm', ru: 'Подтвердить' },
  back: { uk: 'Назад', en: 'Back', ru: 'Назад' },
  wrong_credentials: {
    uk: 'Невірний логін або пароль',
    en: 'Wrong login or password',
    ru: 'Неверный логин или пароль',
  },
  wrong_code: { uk: 'Невірний код', en: 'Wrong code', ru: 'Неверный код' },
  blocked: {
    uk: 'Ваш обліковий запис заблоковано. Зверніться до менеджера вашої організації.',
    en: 'Your account is blocked. Contact your organisation manager.',
    ru: 'Ваша учётная запись заблокирована. Обратитесь к менеджеру вашей организации.',
  },
  removed: {
    uk: 'Ваш обліковий запис деактивовано. Зверніться до менеджера вашої організації.',
    en: 'Your account has been deactivated. Contact your organisation manager.',
    ru: 'Ваша учётная запись деактивирована. Обратитесь к менеджеру вашей организации.',
  },
  not_completed: {
    uk: 'Реєстрацію не завершено. Скористайтеся посиланням із запрошення або зверніться до менеджера.',
    en: 'Registration is not completed. Use the link from your invitation or contact your manager.',
    ru: 'Регистрация не завершена. Воспользуйтесь ссылкой из приглашения или обратитесь к менеджеру.',
  },
  locked: {
    uk: 'Забагато спроб входу. Спробуйте знову за 15 хвилин.',
    en: 'Too many sign-in attempts. Try again in 15 minutes.',
    ru: 'Слишком много попыток входа. Попробуйте снова через 15 минут.',
  },
  rate_limited: {
    uk: 'Забагато спроб входу. Зачекайте хвилину та спробуйте знову.',
    en: 'Too many sign-in attempts. Wait a minute and try again.',
    ru: 'Слишком много попыток входа. Подождите минуту и попробуйте снова.',
  },
  expired: {
    uk: 'Сеанс входу застарів. Почніть вхід знову.',
    en: 'The sign-in has expired. Please start again.',
    ru: 'Сеанс входа устарел. Начните вход заново.',
  },
  start_again: { uk: 'Почати знову', en: 'Start again', ru: 'Начать заново' },
  logout_title: { uk: 'Вихід', en: 'Sign out', ru: 'Выход' },
  logout_question: {
    uk: 'Вийти з порталу AFX?',
    en: 'Sign out of the AFX portal?',
    ru: 'Выйти из портала AFX?',
  },
  logout_yes: { uk: 'Вийти', en: 'Sign out', ru: 'Выйти' },
  logout_no: { uk: 'Залишитися', en: 'Stay signed in', ru: 'Остаться' },
  logged_out: { uk: 'Ви вийшли з порталу.', en: 'You have signed out.', ru: 'Вы вышли из портала.' },
  to_portal: { uk: 'До порталу', en: 'To the portal', ru: 'На портал' },
  error_title: { uk: 'Помилка', en: 'Error', ru: 'Ошибка' },
  error_text: {
    uk: 'Не вдалося виконати запит на вхід.',
    en: 'The sign-in request could not be completed.',
    ru: 'Не удалось выполнить запрос на вход.',
  },
} satisfies Record<string, Record<Locale, string>>;

export type TextKey = keyof typeof texts;

export const text = (key: TextKey, locale: Locale): string => texts[key][locale];
