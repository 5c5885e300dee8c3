/** /help/support: how to reach the portal's support and what to tell it. */
export const uk = {
  intro:
    'Служба підтримки AFX допомагає з входом і доступом, роботою сервісів порталу, помилками та підключенням через API.',
  contactsTitle: 'Контакти',
  email: 'E-mail',
  phone: 'Телефон',
  noContacts: 'Контакти підтримки не налаштовано. Зверніться до менеджера вашої організації.',
  hoursTitle: 'Години роботи',
  hours: 'Понеділок — п’ятниця, 09:00–18:00 за київським часом, крім державних свят.',
  hoursNote:
    'Звернення, що надійшли поза робочим часом, опрацьовуються наступного робочого дня. У невідкладних випадках (портал недоступний для всієї організації) телефонуйте.',
  whoTitle: 'До кого звертатися',
  whoTopic: 'Питання',
  whoContact: 'Куди звертатися',
  who: {
    access: {
      topic: 'Новий користувач, блокування, права на сервіси (коди U/E), повторне запрошення',
      contact: 'Менеджер вашої організації (розділ «Користувачі»)',
    },
    password: {
      topic: 'Забутий пароль, втрачений телефон з автентифікатором',
      contact: 'Менеджер вашої організації: він надішле нове запрошення',
    },
    email: {
      topic: 'Зміна e-mail користувача, доступ організації до IBAN у Crime Check і FPT',
      contact: 'Адміністратор порталу — через службу підтримки',
    },
    errors: {
      topic: 'Помилки порталу, недоступні сервіси, питання щодо API та обміну з системами банку',
      contact: 'Служба підтримки',
    },
  },
  includeTitle: 'Що вказати у зверненні',
  include: {
    who: 'ваш логін і організацію;',
    where: 'сервіс і сторінку (адресу з рядка браузера), дату й час події за київським часом;',
    what: 'що ви робили, що очікували побачити і що сталося натомість;',
    error:
      'текст помилки: повідомлення «HTTP … - …» або запис журналу помилок (значок у верхній панелі), а також X-Request-Id для звернень через API;',
    ids: 'ідентифікатори записів порталу: номер інциденту, номер запиту Crime Check (12 цифр), номер сповіщення FPT, Term ID банкомата.',
  },
  privacyTitle: 'Не надсилайте персональні дані електронною поштою',
  privacy:
    'Не пишіть у листах і не додавайте на знімках екрана повних номерів карток, паспортних даних, ІПН, телефонів та імен клієнтів. Достатньо ідентифікатора запису в порталі: підтримка знайде його сама і має до нього доступ. Якщо без таких даних не обійтися, спершу домовтеся з підтримкою про захищений канал.',
  linksTitle: 'Корисні посилання',
  links: {
    crimeCheck: 'Довідка: відповіді на запити кіберполіції (Crime Check)',
    atmList: 'Довідка: довідник банкоматів',
    apiDocs: 'Документація API (OpenAPI)',
    password: 'Зміна пароля',
    totp: 'Автентифікатор (двофакторний вхід)',
    about: 'Про портал: версія та збірка',
  },
};

export type SupportTexts = typeof uk;

export const en: SupportTexts = {
  intro:
    'AFX support helps with sign-in and access, the portal’s services, errors, and connecting through the API.',
  contactsTitle: 'Contacts',
  email: 'E-mail',
  phone: 'Phone',
  noContacts: 'No support contacts are configured. Ask your organisation manager.',
  hoursTitle: 'Working hours',
  hours: 'Monday to Friday, 09:00–18:00 Kyiv time, except public holidays.',
  hoursNote:
    'Requests received outside working hours are handled on the next working day. In urgent cases (the portal is down for your whole organisation) call.',
  whoTitle: 'Whom to ask',
  whoTopic: 'Question',
  whoContact: 'Ask',
  who: {
    access: {
      topic: 'A new user, blocking, rights to services (U/E codes), a repeated invitation',
      contact: 'Your organisation manager (the Users page)',
    },
    password: {
      topic: 'A forgotten password, a lost phone with the authenticator',
      contact: 'Your organisation manager: they send a new invitation',
    },
    email: {
      topic: "Changing a user's e-mail, the organisation's IBAN access in Crime Check and FPT",
      contact: "The portal's administrator, through support",
    },
    errors: {
      topic: 'Portal errors, services not available, the API and links with the bank’s systems',
      contact: 'Support',
    },
  },
  includeTitle: 'What to include in a request',
  include: {
    who: 'your login and organisation;',
    where: 'the service and page (the address in the browser bar), the date and time in Kyiv time;',
    what: 'what you did, what you expected and what happened instead;',
    error:
      'the error text: the “HTTP … - …” message or the error log entry (the icon in the top bar), and the X-Request-Id for API calls;',
    ids: 'the ids of the portal’s records: the incident number, the Crime Check request number (12 digits), the FPT alert number, the ATM’s Term ID.',
  },
  privacyTitle: 'Do not send personal data by e-mail',
  privacy:
    'Do not write full card numbers, passport data, tax numbers, phone numbers or customers’ names in e-mails or show them on screenshots. The record’s id in the portal is enough: support finds it and has access to it. If such data cannot be avoided, agree a secure channel with support first.',
  linksTitle: 'Useful links',
  links: {
    crimeCheck: 'Help: answering cyber police requests (Crime Check)',
    atmList: 'Help: the ATM directory',
    apiDocs: 'API documentation (OpenAPI)',
    password: 'Change password',
    totp: 'Authenticator (two-factor sign-in)',
    about: 'About the portal: version and build',
  },
};

export const ru: SupportTexts = {
  intro:
    'Служба поддержки AFX помогает со входом и доступом, работой сервисов портала, ошибками и подключением через API.',
  contactsTitle: 'Контакты',
  email: 'E-mail',
  phone: 'Телефон',
  noContacts: 'Контакты поддержки не настроены. Обратитесь к менеджеру вашей организации.',
  hoursTitle: 'Часы работы',
  hours: 'Понедельник — пятница, 09:00–18:00 по киевскому времени, кроме государственных праздников.',
  hoursNote:
    'Обращения, поступившие в нерабочее время, обрабатываются на следующий рабочий день. В срочных случаях (портал недоступен для всей организации) звоните.',
  whoTitle: 'К кому обращаться',
  whoTopic: 'Вопрос',
  whoContact: 'Куда обращаться',
  who: {
    access: {
      topic: 'Новый пользователь, блокировка, права на сервисы (коды U/E), повторное приглашение',
      contact: 'Менеджер вашей организации (раздел «Пользователи»)',
    },
    password: {
      topic: 'Забытый пароль, утерянный телефон с аутентификатором',
      contact: 'Менеджер вашей организации: он отправит новое приглашение',
    },
    email: {
      topic: 'Смена e-mail пользователя, доступ организации к IBAN в Crime Check и FPT',
      contact: 'Администратор портала — через службу поддержки',
    },
    errors: {
      topic: 'Ошибки портала, недоступные сервисы, вопросы по API и обмену с системами банка',
      contact: 'Служба поддержки',
    },
  },
  includeTitle: 'Что указать в обращении',
  include: {
    who: 'ваш логин и организацию;',
    where: 'сервис и страницу (адрес из строки браузера), дату и время события по киевскому времени;',
    what: 'что вы делали, что ожидали увидеть и что произошло вместо этого;',
    error:
      'текст ошибки: сообщение «HTTP … - …» или запись журнала ошибок (значок в верхней панели), а также X-Request-Id для обращений через API;',
    ids: 'идентификаторы записей портала: номер инцидента, номер запроса Crime Check (12 цифр), номер оповещения FPT, Term ID банкомата.',
  },
  privacyTitle: 'Не отправляйте персональные данные по электронной почте',
  privacy:
    'Не пишите в письмах и не показывайте на снимках экрана полные номера карт, паспортные данные, ИНН, телефоны и имена клиентов. Достаточно идентификатора записи в портале: поддержка найдёт её сама и имеет к ней доступ. Если без таких данных не обойтись, сначала договоритесь с поддержкой о защищённом канале.',
  linksTitle: 'Полезные ссылки',
  links: {
    crimeCheck: 'Справка: ответы на запросы киберполиции (Crime Check)',
    atmList: 'Справка: справочник банкоматов',
    apiDocs: 'Документация API (OpenAPI)',
    password: 'Смена пароля',
    totp: 'Аутентификатор (двухфакторный вход)',
    about: 'О портале: версия и сборка',
  },
};
