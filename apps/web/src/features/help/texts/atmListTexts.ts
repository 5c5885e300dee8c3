/** /help/atm-list: keeping the ATM directory (codes U1008 and E1008). */
export const uk = {
  intro:
    'Довідник банкоматів містить банкомати еквайрів з адресою та геопозицією. За ним учасники визначають, де знято готівку: у відповідях Crime Check, сповіщеннях FPT і пошуку за Term ID. Актуальний довідник скорочує час розслідування.',
  rightsTitle: 'Хто що може',
  rights: {
    own: 'З правом U1008 ви ведете банкомати лише своєї організації: створюєте, змінюєте й видаляєте їх; групові дії та завантаження доступні, коли у фільтрі обрано вашу організацію (фільтр встановлюється автоматично).',
    all: 'З правом E1008 можна обрати будь-якого еквайра, виконувати групові дії й завантаження для нього і бачити панель з даними файлу.',
    mutable:
      'Змінювати й видаляти можна лише записи, які позначено як доступні вам для змін; решта відкривається для перегляду.',
  },
  searchTitle: 'Пошук',
  search:
    'Фільтри: Term ID (до 8 символів, великими літерами), еквайр, ID еквайра (до 6 цифр), місто (пошук за КАТОТТГ), адреса (до 150 символів, Enter запускає пошук). Кнопка «Мої банкомати» показує банкомати вашої організації. Список відсортовано за датою оновлення, по 20 записів на сторінці.',
  fieldsTitle: 'Поля та правила',
  fieldColumns: { field: 'Поле', rule: 'Правило' },
  fields: {
    termId: {
      field: 'Term ID',
      rule: 'Обов’язкове; від 5 до 8 символів; лише великі латинські літери A–Z і цифри (введення переводиться у верхній регістр). Унікальне в межах еквайра; після створення не змінюється.',
    },
    acquirer: { field: 'Еквайр', rule: 'Обов’язкове. Без E1008 — ваша організація.' },
    acquirerIds: {
      field: 'ID еквайра',
      rule: 'Лише для перегляду: ідентифікатори еквайра з довідника еквайрів.',
    },
    city: {
      field: 'Місто',
      rule: 'Обов’язкове; обирається з Кодифікатора адміністративно-територіальних одиниць (КАТОТТГ, код UA і 17 цифр).',
    },
    address: { field: 'Адреса', rule: 'Обов’язкова; до 150 символів: вулиця, будинок.' },
    description: {
      field: 'Опис розташування',
      rule: 'Необов’язковий; до 150 символів, наприклад «ТРЦ, 1 поверх, біля головного входу».',
    },
    geo: {
      field: 'Геопозиція',
      rule: 'Широта від −90 до 90 і довгота від −180 до 180, не нульові, до 6 знаків після коми (Київ ≈ 50.450100, 30.523400). Спершу широта, потім довгота.',
    },
  },
  cityTitle: 'Пошук міста за КАТОТТГ',
  city: {
    type: 'Почніть вводити назву населеного пункту: у списку буде повна назва з громадою, районом і областю.',
    same: 'Однакових назв багато (наприклад, кілька сіл «Миколаївка»): звіряйте область і район.',
    file: 'Для рядка з файлу панель «Завантажено з файлу» показує область і місто з таблиці; перемикач «Шукати в області» звужує пошук до цієї області.',
    old: 'Якщо банкомат уже мав місто, панель «Попередні дані» показує його і дає кнопку, щоб узяти його знову.',
  },
  uploadTitle: 'Завантаження з таблиці',
  uploadColumnsTitle: 'Стовпці першого аркуша (назви чутливі до регістру)',
  uploadColumns: { column: 'Стовпець', required: 'Обов’язковий', rule: 'Правило' },
  yes: 'так',
  no: 'ні',
  columns: {
    term_id:
      'Від 5 до 8 символів A–Z і 0–9; число перетворюється на текст, пробіли обрізаються, літери стають великими.',
    region: 'Область, до 150 символів.',
    city: 'Населений пункт, до 150 символів.',
    address: 'До 150 символів; порожня адреса стає «-».',
    location_description: 'Довший за 150 символів текст обрізається до 150.',
    katottg:
      'Код КАТОТТГ: UA і 17 цифр; до числа додається префікс UA. Якщо вказано, місто не шукається за назвою.',
    latitude: 'Десяткове число; кома як роздільник допускається; порожнє значення — 0 (не задано).',
    longitude: 'Як широта.',
  },
  uploadSteps: {
    template: {
      title: 'Завантажте шаблон',
      text: 'Кнопка «Шаблон» збереже файл atm_list_template.xlsx з потрібними стовпцями.',
    },
    fill: { title: 'Заповніть таблицю', text: 'Один рядок — один банкомат. Не змінюйте назви стовпців.' },
    choose: {
      title: 'Оберіть еквайра',
      text: 'Без E1008 це ваша організація; з E1008 оберіть еквайра у фільтрі.',
    },
    check: {
      title: 'Завантажте файл',
      text: 'Файл .xlsx або .xls перевіряється повністю до запису. Помилки показуються з номером рядка і стовпця у вікні «Помилка заголовків стовпців» або «Помилка вхідних даних».',
    },
    rows: {
      title: 'Опрацювання рядків',
      text: 'Для кожного рядка портал знаходить місто і банкомат: новий створюється, наявний оновлюється. Якщо місто не знайдено або запис не вдався, відкривається картка банкомата, щоб ви виправили рядок і продовжили. Вікно показує «Завантаження n з N», створені й оновлені.',
    },
    finish: {
      title: 'Завершення',
      text: 'Наприкінці видно підсумок і кількість банкоматів, підготовлених до видалення, — тих, яких немає у файлі. Скасування під час завантаження просить підтвердити або продовжити.',
    },
  },
  deleteTitle: 'Видалення старих банкоматів',
  delete: {
    when: 'Після повного завантаження кнопка «Видалити старі банкомати» видаляє банкомати еквайра, яких не було у файлі. Користуйтеся нею, лише коли файл — повний актуальний перелік; після часткового завантаження вона видалила б чинні банкомати.',
    single: 'Окремий банкомат видаляється з його картки, кілька — позначкою в списку і «Видалити вибрані».',
    history: 'Кожна зміна записується в історію банкомата (кнопка «Історія» в картці).',
  },
  practiceTitle: 'Добра практика',
  practice: {
    regular:
      'Оновлюйте довідник після встановлення, перенесення чи демонтажу банкоматів і звіряйте повний перелік щонайменше раз на квартал.',
    geo: 'Беріть координати з карти в точці самого банкомата, а не центру міста.',
    description: 'Описуйте розташування так, щоб слідчий знайшов банкомат на місці.',
  },
};

export type AtmListTexts = typeof uk;

export const en: AtmListTexts = {
  intro:
    'The ATM directory holds acquirers’ ATMs with their address and geo position. Members use it to tell where cash was withdrawn: in Crime Check replies, FPT alerts and the search by Term ID. A current directory shortens investigations.',
  rightsTitle: 'Who may do what',
  rights: {
    own: 'With U1008 you keep only your own organisation’s ATMs: create, change and delete them; group actions and uploads are possible when your organisation is chosen in the filter (the filter is set for you).',
    all: 'With E1008 you may choose any acquirer, run group actions and uploads for it, and see the panel with the file’s data.',
    mutable: 'Only records marked as changeable by you can be changed or deleted; others open for viewing.',
  },
  searchTitle: 'Search',
  search:
    'Filters: Term ID (up to 8 characters, in capitals), acquirer, acquirer id (up to 6 digits), city (KATOTTG search), address (up to 150 characters; Enter starts the search). “My ATMs” shows your organisation’s ATMs. The list is sorted by the update date, 20 records a page.',
  fieldsTitle: 'Fields and rules',
  fieldColumns: { field: 'Field', rule: 'Rule' },
  fields: {
    termId: {
      field: 'Term ID',
      rule: 'Required; 5 to 8 characters; capital Latin letters A–Z and digits only (input is turned to capitals). Unique within the acquirer; cannot be changed after creation.',
    },
    acquirer: { field: 'Acquirer', rule: 'Required. Without E1008, your organisation.' },
    acquirerIds: { field: 'Acquirer id', rule: 'Read only: the acquirer’s ids from the acquirer directory.' },
    city: {
      field: 'City',
      rule: 'Required; chosen from the Ukrainian territorial-unit codifier (KATOTTG, code UA plus 17 digits).',
    },
    address: { field: 'Address', rule: 'Required; up to 150 characters: street, building.' },
    description: {
      field: 'Location description',
      rule: 'Optional; up to 150 characters, for example “shopping centre, ground floor, by the main entrance”.',
    },
    geo: {
      field: 'Geo position',
      rule: 'Latitude −90 to 90 and longitude −180 to 180, not zero, up to 6 decimals (Kyiv ≈ 50.450100, 30.523400). Latitude first, then longitude.',
    },
  },
  cityTitle: 'Finding the city by KATOTTG',
  city: {
    type: 'Start typing the place name: the list shows the full name with the community, district and region.',
    same: 'Many names repeat (several villages called Mykolaivka, for example): check the region and district.',
    file: 'For a row from a file, the “Loaded from file” panel shows the region and city of the sheet; the “Search in region” switch narrows the search to that region.',
    old: 'If the ATM already had a city, the “Old data” panel shows it with a button to take it again.',
  },
  uploadTitle: 'Uploading a spreadsheet',
  uploadColumnsTitle: 'Columns of the first sheet (names are case-sensitive)',
  uploadColumns: { column: 'Column', required: 'Required', rule: 'Rule' },
  yes: 'yes',
  no: 'no',
  columns: {
    term_id:
      '5 to 8 characters A–Z and 0–9; a number becomes text, spaces are trimmed, letters become capitals.',
    region: 'The region, up to 150 characters.',
    city: 'The place, up to 150 characters.',
    address: 'Up to 150 characters; an empty address becomes “-”.',
    location_description: 'Text longer than 150 characters is cut to 150.',
    katottg:
      'The KATOTTG code: UA plus 17 digits; a number gets the UA prefix. When given, the city is not searched by name.',
    latitude: 'A decimal number; a comma as separator is accepted; empty means 0 (not set).',
    longitude: 'As latitude.',
  },
  uploadSteps: {
    template: {
      title: 'Download the template',
      text: 'The “Template” button saves atm_list_template.xlsx with the columns needed.',
    },
    fill: { title: 'Fill in the sheet', text: 'One row per ATM. Do not rename the columns.' },
    choose: {
      title: 'Choose the acquirer',
      text: 'Without E1008 it is your organisation; with E1008 choose the acquirer in the filter.',
    },
    check: {
      title: 'Upload the file',
      text: 'An .xlsx or .xls file is checked in full before anything is written. Errors are shown with the row and column in a “Column headers error” or “Input data error” window.',
    },
    rows: {
      title: 'Row by row',
      text: 'For each row the portal finds the city and the ATM: a new ATM is created, an existing one updated. If the city is not found or saving fails, the ATM card opens so you can fix the row and continue. The window shows “Uploading n of N”, created and updated.',
    },
    finish: {
      title: 'Finishing',
      text: 'At the end you see the total and the number of ATMs prepared for deletion — those not in the file. Cancelling during the upload asks you to confirm or continue.',
    },
  },
  deleteTitle: 'Deleting old ATMs',
  delete: {
    when: 'After a complete upload, “Delete old ATMs” deletes the acquirer’s ATMs that were not in the file. Use it only when the file is the full current list; after a partial upload it would delete ATMs still in service.',
    single: 'One ATM is deleted from its card; several by ticking them in the list and “Delete selected”.',
    history: 'Every change is written to the ATM’s history (the “History” button in its card).',
  },
  practiceTitle: 'Good practice',
  practice: {
    regular:
      'Update the directory when ATMs are installed, moved or removed, and compare the full list at least once a quarter.',
    geo: 'Take the coordinates from a map at the ATM itself, not the city centre.',
    description: 'Describe the location so that an investigator can find the ATM on site.',
  },
};

export const ru: AtmListTexts = {
  intro:
    'Справочник банкоматов содержит банкоматы эквайеров с адресом и геопозицией. По нему участники определяют, где сняты наличные: в ответах Crime Check, оповещениях FPT и поиске по Term ID. Актуальный справочник сокращает время расследования.',
  rightsTitle: 'Кто что может',
  rights: {
    own: 'С правом U1008 вы ведёте банкоматы только своей организации: создаёте, изменяете и удаляете их; групповые действия и загрузка доступны, когда в фильтре выбрана ваша организация (фильтр устанавливается автоматически).',
    all: 'С правом E1008 можно выбрать любого эквайера, выполнять групповые действия и загрузку для него и видеть панель с данными файла.',
    mutable:
      'Изменять и удалять можно только записи, отмеченные как доступные вам для изменения; остальные открываются для просмотра.',
  },
  searchTitle: 'Поиск',
  search:
    'Фильтры: Term ID (до 8 символов, заглавными буквами), эквайер, ID эквайера (до 6 цифр), город (поиск по КАТОТТГ), адрес (до 150 символов, Enter запускает поиск). Кнопка «Мои банкоматы» показывает банкоматы вашей организации. Список отсортирован по дате обновления, по 20 записей на странице.',
  fieldsTitle: 'Поля и правила',
  fieldColumns: { field: 'Поле', rule: 'Правило' },
  fields: {
    termId: {
      field: 'Term ID',
      rule: 'Обязательное; от 5 до 8 символов; только заглавные латинские буквы A–Z и цифры (ввод переводится в верхний регистр). Уникальное в пределах эквайера; после создания не изменяется.',
    },
    acquirer: { field: 'Эквайер', rule: 'Обязательное. Без E1008 — ваша организация.' },
    acquirerIds: {
      field: 'ID эквайера',
      rule: 'Только для просмотра: идентификаторы эквайера из справочника эквайеров.',
    },
    city: {
      field: 'Город',
      rule: 'Обязательное; выбирается из Кодификатора административно-территориальных единиц Украины (КАТОТТГ, код UA и 17 цифр).',
    },
    address: { field: 'Адрес', rule: 'Обязательный; до 150 символов: улица, дом.' },
    description: {
      field: 'Описание расположения',
      rule: 'Необязательное; до 150 символов, например «ТРЦ, 1 этаж, у главного входа».',
    },
    geo: {
      field: 'Геопозиция',
      rule: 'Широта от −90 до 90 и долгота от −180 до 180, ненулевые, до 6 знаков после запятой (Киев ≈ 50.450100, 30.523400). Сначала широта, затем долгота.',
    },
  },
  cityTitle: 'Поиск города по КАТОТТГ',
  city: {
    type: 'Начните вводить название населённого пункта: в списке будет полное название с громадой, районом и областью.',
    same: 'Одинаковых названий много (например, несколько сёл «Николаевка»): сверяйте область и район.',
    file: 'Для строки из файла панель «Загружено из файла» показывает область и город из таблицы; переключатель «Искать в области» сужает поиск до этой области.',
    old: 'Если у банкомата уже был город, панель «Прежние данные» показывает его и даёт кнопку, чтобы взять его снова.',
  },
  uploadTitle: 'Загрузка из таблицы',
  uploadColumnsTitle: 'Столбцы первого листа (названия чувствительны к регистру)',
  uploadColumns: { column: 'Столбец', required: 'Обязательный', rule: 'Правило' },
  yes: 'да',
  no: 'нет',
  columns: {
    term_id:
      'От 5 до 8 символов A–Z и 0–9; число преобразуется в текст, пробелы обрезаются, буквы становятся заглавными.',
    region: 'Область, до 150 символов.',
    city: 'Населённый пункт, до 150 символов.',
    address: 'До 150 символов; пустой адрес становится «-».',
    location_description: 'Текст длиннее 150 символов обрезается до 150.',
    katottg:
      'Код КАТОТТГ: UA и 17 цифр; к числу добавляется префикс UA. Если указан, город не ищется по названию.',
    latitude: 'Десятичное число; запятая как разделитель допускается; пустое значение — 0 (не задано).',
    longitude: 'Как широта.',
  },
  uploadSteps: {
    template: {
      title: 'Скачайте шаблон',
      text: 'Кнопка «Шаблон» сохранит файл atm_list_template.xlsx с нужными столбцами.',
    },
    fill: { title: 'Заполните таблицу', text: 'Одна строка — один банкомат. Не меняйте названия столбцов.' },
    choose: {
      title: 'Выберите эквайера',
      text: 'Без E1008 это ваша организация; с E1008 выберите эквайера в фильтре.',
    },
    check: {
      title: 'Загрузите файл',
      text: 'Файл .xlsx или .xls проверяется полностью до записи. Ошибки показываются с номером строки и столбца в окне «Ошибка заголовков столбцов» или «Ошибка входных данных».',
    },
    rows: {
      title: 'Обработка строк',
      text: 'Для каждой строки портал находит город и банкомат: новый создаётся, существующий обновляется. Если город не найден или запись не удалась, открывается карточка банкомата, чтобы вы исправили строку и продолжили. Окно показывает «Загрузка n из N», созданные и обновлённые.',
    },
    finish: {
      title: 'Завершение',
      text: 'В конце виден итог и число банкоматов, подготовленных к удалению, — тех, которых нет в файле. Отмена во время загрузки просит подтвердить или продолжить.',
    },
  },
  deleteTitle: 'Удаление старых банкоматов',
  delete: {
    when: 'После полной загрузки кнопка «Удалить старые банкоматы» удаляет банкоматы эквайера, которых не было в файле. Пользуйтесь ею, только когда файл — полный актуальный перечень; после частичной загрузки она удалила бы действующие банкоматы.',
    single:
      'Отдельный банкомат удаляется из его карточки, несколько — отметкой в списке и «Удалить выбранные».',
    history: 'Каждое изменение записывается в историю банкомата (кнопка «История» в карточке).',
  },
  practiceTitle: 'Хорошая практика',
  practice: {
    regular:
      'Обновляйте справочник после установки, переноса или демонтажа банкоматов и сверяйте полный перечень не реже раза в квартал.',
    geo: 'Берите координаты с карты в точке самого банкомата, а не центра города.',
    description: 'Описывайте расположение так, чтобы следователь нашёл банкомат на месте.',
  },
};
