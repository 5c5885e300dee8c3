/** /help/crimecheck: answering the cyber police's requests (codes U22 and E22). */
export const uk = {
  intro:
    'Crime Check — канал, яким кіберполіція надсилає банку-емітенту запити щодо карток і рахунків, на які надійшли кошти від шахрайства. Емітент бере запит в обробку і надає відповідь з даними або відхиляє запит із зазначенням причини. Ця довідка пояснює, як працювати із запитами на сторінці «Crime Check → Запити».',
  whereTitle: 'Де працювати із запитами',
  where: {
    list: 'Список запитів — сторінка «Crime Check → Запити» (/crc/client). Лічильник у боковому меню показує кількість нових запитів і оновлюється щохвилини.',
    filters:
      'Фільтри: номер запиту (12 цифр; коли його введено, інші фільтри вимикаються), картка або рахунок отримувача чи відправника, емітент відправника, статус (кілька одразу), наявність інциденту, працівник. Кнопка «n нових» відбирає запити у статусах 4 і 5, фільтр «інцидент створено» — у статусі 6.',
    open: 'Натисніть номер запиту, щоб відкрити його картку; натисніть статус, щоб переглянути історію змін із коментарями.',
    extended:
      'З правом E22 (працівники платформи) також видно статус 1, фільтр за емітентом отримувача і кнопку «Скинути транспорт», що повторно надсилає пакети, які не вдалося доставити.',
  },
  statusesTitle: 'Статуси запиту',
  statusColumns: { code: 'Код', name: 'Статус', meaning: 'Що означає', action: 'Що робити' },
  statuses: {
    '1': {
      meaning: 'Система не змогла визначити банк-емітент за номером картки чи рахунку.',
      action: 'Бачать лише працівники платформи (E22): вони з’ясовують емітента.',
    },
    '2': {
      meaning: 'Емітента визначено, але він не підключений до сервісу Crime Check.',
      action: 'Якщо картка чи рахунок ваші, візьміть запит в обробку (доступно без E22).',
    },
    '3': {
      meaning: 'Емітент приймає запити лише поза порталом.',
      action: 'Відповідь у порталі не очікується; поліція звертається до банку напряму.',
    },
    '4': {
      meaning: 'Новий запит чекає на розгляд емітентом.',
      action: 'Візьміть запит в обробку якомога швидше.',
    },
    '5': {
      meaning: 'Запит узято в обробку; у стовпці «Працівник» видно, хто ним займається.',
      action: 'Підготуйте й надішліть відповідь або відхиліть запит.',
    },
    '6': {
      meaning: 'Відповідь надіслано до кіберполіції.',
      action: 'За потреби виправте відповідь або створіть інцидент.',
    },
    '7': {
      meaning: 'Запит відхилено з причиною, зазначеною в примітках.',
      action: 'За потреби виправте причину або перейдіть до відповіді з даними.',
    },
  },
  workflowTitle: 'Порядок роботи із запитом',
  workflow: {
    open: {
      title: 'Відкрийте запит',
      text: 'У картці — реєстрація (ЄРДР, ЄО, заява або ст. 102, номер і дата), інкриміновані статті, заявник, відправник і отримувач коштів, транзитні рахунки, пов’язані запити, шахрайські транзакції, URL, контакти шахраїв і примітки поліції.',
    },
    take: {
      title: 'Візьміть в обробку',
      text: 'У статусі 4 натисніть «Взяти в обробку» і підтвердіть: запит перейде у статус 5, а колеги побачать, що ним уже займаються.',
    },
    prepare: {
      title: 'Зберіть дані',
      text: 'Перевірте в системах банку, чи надходили кошти на картку або рахунок отримувача, і куди вони пішли далі. Підготуйте лише те, що стосується запиту.',
    },
    reply: {
      title: 'Надішліть відповідь',
      text: 'Заповніть розділ відповіді (див. нижче) і натисніть «Надіслати». Запит перейде у статус 6, а відповідь буде передано поліції; портал повідомить про це.',
    },
    reject: {
      title: 'Або відхиліть запит',
      text: 'Якщо надати дані неможливо (картка не ваша, немає підстав, запит дублює інший), оберіть відхилення і стисло вкажіть причину в примітках. Запит перейде у статус 7.',
    },
    change: {
      title: 'Виправлення',
      text: 'У статусі 6 можна змінити відповідь, у статусі 7 — причину відхилення або перейти до відповіді з даними (примітки при цьому очищаються). Скасування змін просить підтвердження і повертає збережені дані.',
    },
  },
  replyTitle: 'Що можна надати у відповіді',
  reply: {
    transactions:
      'Транзакції: дата й час, тип (зняття готівки, переказ на картку, переказ на рахунок, поповнення телефону, інше), тип термінала (банкомат, POS, онлайн), ID термінала, ID еквайра, ID і назва торговця, картка або IBAN одержувача, телефон, сума з двома знаками після коми, код валюти, країна, місто, примітки. Дані з виписки можна вставити одразу — за форматом, налаштованим на сторінці «Crime Check → Налаштування».',
    offline:
      'Місця останнього використання картки в офлайні: банкомати й POS-термінали, де її використовували.',
    geodata:
      'Геодані авторизацій у мобільному застосунку: дата й час, широта (від −90 до 90) і довгота (від −180 до 180), не нульові, до 6 знаків після коми; не більше 100 записів.',
    cardholder: 'Дані держателя: ім’я (до 255 символів) і РНОКПП (рівно 10 цифр, якщо вказується).',
    notes: 'Примітки: до 5000 символів. Позначте «кошти не використовувалися», якщо гроші досі на рахунку.',
  },
  replyRule:
    'Відповідь без відхилення має містити хоча б щось одне: транзакцію, офлайн-транзакцію, запис геоданих, РНОКПП, ім’я держателя або примітки — інакше портал попередить, що даних не вистачає.',
  rejectRule:
    'Відхилення потребує непорожніх приміток, що відрізняються від попередніх: причина має бути зрозумілою поліції без додаткових пояснень.',
  incidentTitle: 'Інцидент за запитом',
  incident: {
    create:
      'Для запиту у статусі 6 без інциденту, якщо отримувач відомий, натисніть «+» у списку або «Створити інцидент» у картці: відкриється форма інциденту з даними запиту, а підставою буде запит Crime Check.',
    view: 'Значок «око» відкриває вже створений інцидент.',
    rights:
      'Потрібне право на базу інцидентів (U1000 або E1000). З правом лише U22 відкрити підставу-запит можна тільки для інцидентів вашої організації.',
  },
  practiceTitle: 'Строки та добра практика',
  practice: {
    daily:
      'Переглядайте нові запити щонайменше раз на робочий день; лічильник у меню підкаже, що щось надійшло.',
    deadline:
      'Строк відповіді визначає запит і внутрішній регламент вашого банку. Портал не продовжує строків: якщо не встигаєте, візьміть запит в обробку і залиште коментар в історії.',
    facts:
      'Надавайте лише факти із систем банку; час — київський (дд.ММ.рррр гг:хх:сс), суми — з двома знаками після коми.',
    minimum: 'Не додавайте персональних даних понад те, що потрібно для запиту.',
    history:
      'Службові домовленості й хід роботи записуйте коментарями в історії запиту, а не в примітках відповіді.',
    setup:
      'На сторінці «Crime Check → Налаштування» вкажіть e-mail для сповіщень про нові запити та формат вставлення транзакцій.',
  },
};

export type CrimeCheckTexts = typeof uk;

export const en: CrimeCheckTexts = {
  intro:
    'Crime Check is the channel through which the cyber police send an issuing bank requests about cards and accounts that received money from a fraud. The issuer takes a request into processing and replies with data, or rejects it with a reason. This guide explains how to work with the requests on the “Crime Check → Requests” page.',
  whereTitle: 'Where the requests are',
  where: {
    list: 'The list of requests is the “Crime Check → Requests” page (/crc/client). The counter in the side menu shows the number of new requests and is refreshed every minute.',
    filters:
      'Filters: the request number (12 digits; once it is entered, the other filters are disabled), the recipient’s or sender’s card or account, the sender’s issuer, the status (several at once), whether an incident exists, the employee. The “n new” shortcut selects statuses 4 and 5; the “incident created” filter selects status 6.',
    open: 'Click a request number to open its card; click a status to see the history of changes with comments.',
    extended:
      'With E22 (platform staff) you also see status 1, the recipient issuer filter and “Reset transport”, which sends again the packets that could not be delivered.',
  },
  statusesTitle: 'Request statuses',
  statusColumns: { code: 'Code', name: 'Status', meaning: 'What it means', action: 'What to do' },
  statuses: {
    '1': {
      meaning: 'The system could not tell the issuing bank from the card or account number.',
      action: 'Only platform staff (E22) see it; they find out the issuer.',
    },
    '2': {
      meaning: 'The issuer is known but not connected to Crime Check.',
      action: 'If the card or account is yours, take the request into processing (possible without E22).',
    },
    '3': {
      meaning: 'The issuer takes requests outside the portal only.',
      action: 'No answer is expected in the portal; the police contact the bank directly.',
    },
    '4': {
      meaning: 'A new request waiting for the issuer.',
      action: 'Take it into processing as soon as you can.',
    },
    '5': {
      meaning: 'Taken into processing; the “Employee” column shows who handles it.',
      action: 'Prepare and send the reply, or reject the request.',
    },
    '6': {
      meaning: 'The reply has been sent to the cyber police.',
      action: 'Correct the reply if needed, or create an incident.',
    },
    '7': {
      meaning: 'Rejected, with the reason given in the notes.',
      action: 'Correct the reason if needed, or switch to a reply with data.',
    },
  },
  workflowTitle: 'Handling a request',
  workflow: {
    open: {
      title: 'Open the request',
      text: 'The card shows the registration (ERDR, EO, claim or s102, its number and date), the incriminated articles, the applicant, the sender and recipient of the money, transit accounts, related requests, fraudulent transactions, the URL, the fraudsters’ contacts and the police’s notes.',
    },
    take: {
      title: 'Take it into processing',
      text: 'In status 4 click “Take into processing” and confirm: the request moves to status 5 and your colleagues see it is being handled.',
    },
    prepare: {
      title: 'Gather the data',
      text: 'Check in the bank’s systems whether money reached the recipient’s card or account and where it went next. Prepare only what the request concerns.',
    },
    reply: {
      title: 'Send the reply',
      text: 'Fill in the reply section (see below) and click “Send”. The request moves to status 6 and the reply goes to the police; the portal tells you so.',
    },
    reject: {
      title: 'Or reject the request',
      text: 'If data cannot be given (not your card, no grounds, a duplicate of another request), choose rejection and state the reason briefly in the notes. The request moves to status 7.',
    },
    change: {
      title: 'Corrections',
      text: 'In status 6 you can change the reply; in status 7 the rejection reason, or switch to a reply with data (the notes are then cleared). Cancelling changes asks for confirmation and brings back the saved data.',
    },
  },
  replyTitle: 'What a reply can give',
  reply: {
    transactions:
      'Transactions: date and time, type (cash withdrawal, card transfer, account transfer, phone top-up, other), terminal type (ATM, POS, online), terminal id, acquirer id, merchant id and name, the receiving card or IBAN, phone, amount with two decimals, currency code, country, city, notes. Statement data can be pasted at once, in the format set on the “Crime Check → Setup” page.',
    offline: 'Last offline use places: the ATMs and POS terminals where the card was used.',
    geodata:
      'Geodata of mobile app authorisations: date and time, latitude (−90 to 90) and longitude (−180 to 180), not zero, up to 6 decimals; at most 100 entries.',
    cardholder: 'Cardholder data: name (up to 255 characters) and tax number (exactly 10 digits, if given).',
    notes: 'Notes: up to 5000 characters. Tick “funds were not used” if the money is still in the account.',
  },
  replyRule:
    'A reply that is not a rejection must hold at least one of: a transaction, an offline transaction, a geodata entry, the tax number, the cardholder’s name, or notes — otherwise the portal warns that data is missing.',
  rejectRule:
    'A rejection needs notes that are not empty and differ from the previous ones: the reason must be clear to the police without further explanation.',
  incidentTitle: 'An incident from a request',
  incident: {
    create:
      'For a request in status 6 with no incident, when the recipient is known, click “+” in the list or “Create incident” in the card: the incident form opens with the request’s data, and the Crime Check request becomes its basis.',
    view: 'The “eye” icon opens the incident already created.',
    rights:
      'You need rights to the incident database (U1000 or E1000). With U22 alone, a request basis opens only for incidents of your own organisation.',
  },
  practiceTitle: 'Deadlines and good practice',
  practice: {
    daily:
      'Look at new requests at least once every working day; the counter in the menu tells you when something has arrived.',
    deadline:
      'The deadline for a reply is set by the request and by your bank’s internal rules. The portal does not extend deadlines: if you cannot make it, take the request into processing and leave a comment in its history.',
    facts:
      'Give only facts from the bank’s systems; times in Kyiv time (dd.MM.yyyy HH:mm:ss), amounts with two decimals.',
    minimum: 'Do not add personal data beyond what the request needs.',
    history:
      'Keep internal arrangements and progress as comments in the request’s history, not in the reply’s notes.',
    setup:
      'On the “Crime Check → Setup” page set the e-mail for notices of new requests and the format for pasting transactions.',
  },
};

export const ru: CrimeCheckTexts = {
  intro:
    'Crime Check — канал, по которому киберполиция направляет банку-эмитенту запросы о картах и счетах, на которые поступили средства от мошенничества. Эмитент берёт запрос в обработку и предоставляет ответ с данными либо отклоняет запрос с указанием причины. Эта справка объясняет, как работать с запросами на странице «Crime Check → Запросы».',
  whereTitle: 'Где работать с запросами',
  where: {
    list: 'Список запросов — страница «Crime Check → Запросы» (/crc/client). Счётчик в боковом меню показывает число новых запросов и обновляется каждую минуту.',
    filters:
      'Фильтры: номер запроса (12 цифр; когда он введён, остальные фильтры отключаются), карта или счёт получателя либо отправителя, эмитент отправителя, статус (несколько сразу), наличие инцидента, сотрудник. Кнопка «n новых» отбирает запросы в статусах 4 и 5, фильтр «инцидент создан» — в статусе 6.',
    open: 'Нажмите номер запроса, чтобы открыть его карточку; нажмите статус, чтобы посмотреть историю изменений с комментариями.',
    extended:
      'С правом E22 (сотрудники платформы) также видны статус 1, фильтр по эмитенту получателя и кнопка «Сбросить транспорт», которая повторно отправляет недоставленные пакеты.',
  },
  statusesTitle: 'Статусы запроса',
  statusColumns: { code: 'Код', name: 'Статус', meaning: 'Что означает', action: 'Что делать' },
  statuses: {
    '1': {
      meaning: 'Система не смогла определить банк-эмитент по номеру карты или счёта.',
      action: 'Видят только сотрудники платформы (E22): они выясняют эмитента.',
    },
    '2': {
      meaning: 'Эмитент определён, но не подключён к сервису Crime Check.',
      action: 'Если карта или счёт ваши, возьмите запрос в обработку (доступно без E22).',
    },
    '3': {
      meaning: 'Эмитент принимает запросы только вне портала.',
      action: 'Ответ в портале не ожидается; полиция обращается в банк напрямую.',
    },
    '4': {
      meaning: 'Новый запрос ждёт рассмотрения эмитентом.',
      action: 'Возьмите запрос в обработку как можно быстрее.',
    },
    '5': {
      meaning: 'Запрос взят в обработку; в столбце «Сотрудник» видно, кто им занимается.',
      action: 'Подготовьте и отправьте ответ или отклоните запрос.',
    },
    '6': {
      meaning: 'Ответ отправлен в киберполицию.',
      action: 'При необходимости исправьте ответ или создайте инцидент.',
    },
    '7': {
      meaning: 'Запрос отклонён с причиной, указанной в примечаниях.',
      action: 'При необходимости исправьте причину или перейдите к ответу с данными.',
    },
  },
  workflowTitle: 'Порядок работы с запросом',
  workflow: {
    open: {
      title: 'Откройте запрос',
      text: 'В карточке — регистрация (ЕРДР, ЕУ, заявление или ст. 102, номер и дата), инкриминируемые статьи, заявитель, отправитель и получатель средств, транзитные счета, связанные запросы, мошеннические транзакции, URL, контакты мошенников и примечания полиции.',
    },
    take: {
      title: 'Возьмите в обработку',
      text: 'В статусе 4 нажмите «Взять в обработку» и подтвердите: запрос перейдёт в статус 5, а коллеги увидят, что им уже занимаются.',
    },
    prepare: {
      title: 'Соберите данные',
      text: 'Проверьте в системах банка, поступали ли средства на карту или счёт получателя и куда они ушли дальше. Готовьте только то, что касается запроса.',
    },
    reply: {
      title: 'Отправьте ответ',
      text: 'Заполните раздел ответа (см. ниже) и нажмите «Отправить». Запрос перейдёт в статус 6, а ответ будет передан полиции; портал сообщит об этом.',
    },
    reject: {
      title: 'Или отклоните запрос',
      text: 'Если предоставить данные невозможно (карта не ваша, нет оснований, запрос дублирует другой), выберите отклонение и кратко укажите причину в примечаниях. Запрос перейдёт в статус 7.',
    },
    change: {
      title: 'Исправления',
      text: 'В статусе 6 можно изменить ответ, в статусе 7 — причину отклонения или перейти к ответу с данными (примечания при этом очищаются). Отмена изменений просит подтверждения и возвращает сохранённые данные.',
    },
  },
  replyTitle: 'Что можно предоставить в ответе',
  reply: {
    transactions:
      'Транзакции: дата и время, тип (снятие наличных, перевод на карту, перевод на счёт, пополнение телефона, другое), тип терминала (банкомат, POS, онлайн), ID терминала, ID эквайера, ID и название торговца, карта или IBAN получателя, телефон, сумма с двумя знаками после запятой, код валюты, страна, город, примечания. Данные из выписки можно вставить сразу — по формату, настроенному на странице «Crime Check → Настройки».',
    offline:
      'Места последнего использования карты в офлайне: банкоматы и POS-терминалы, где её использовали.',
    geodata:
      'Геоданные авторизаций в мобильном приложении: дата и время, широта (от −90 до 90) и долгота (от −180 до 180), ненулевые, до 6 знаков после запятой; не более 100 записей.',
    cardholder: 'Данные держателя: имя (до 255 символов) и РНУКН/ИНН (ровно 10 цифр, если указывается).',
    notes:
      'Примечания: до 5000 символов. Отметьте «средства не использовались», если деньги всё ещё на счёте.',
  },
  replyRule:
    'Ответ без отклонения должен содержать хотя бы что-то одно: транзакцию, офлайн-транзакцию, запись геоданных, ИНН, имя держателя или примечания — иначе портал предупредит, что данных недостаточно.',
  rejectRule:
    'Отклонение требует непустых примечаний, отличающихся от предыдущих: причина должна быть понятна полиции без дополнительных пояснений.',
  incidentTitle: 'Инцидент по запросу',
  incident: {
    create:
      'Для запроса в статусе 6 без инцидента, если получатель известен, нажмите «+» в списке или «Создать инцидент» в карточке: откроется форма инцидента с данными запроса, а основанием станет запрос Crime Check.',
    view: 'Значок «глаз» открывает уже созданный инцидент.',
    rights:
      'Нужно право на базу инцидентов (U1000 или E1000). С правом только U22 открыть основание-запрос можно лишь для инцидентов вашей организации.',
  },
  practiceTitle: 'Сроки и хорошая практика',
  practice: {
    daily:
      'Просматривайте новые запросы не реже раза в рабочий день; счётчик в меню подскажет, что что-то поступило.',
    deadline:
      'Срок ответа определяют запрос и внутренний регламент вашего банка. Портал не продлевает сроки: если не успеваете, возьмите запрос в обработку и оставьте комментарий в истории.',
    facts:
      'Предоставляйте только факты из систем банка; время — киевское (дд.ММ.гггг чч:мм:сс), суммы — с двумя знаками после запятой.',
    minimum: 'Не добавляйте персональных данных сверх того, что нужно для запроса.',
    history:
      'Служебные договорённости и ход работы записывайте комментариями в истории запроса, а не в примечаниях ответа.',
    setup:
      'На странице «Crime Check → Настройки» укажите e-mail для оповещений о новых запросах и формат вставки транзакций.',
  },
};
