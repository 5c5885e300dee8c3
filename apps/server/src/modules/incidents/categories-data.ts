import { ALLOWED_CATEGORY, CASINO_CATEGORY, type IncidentDetailField } from '@afx/domain';

type Text = { uk: string; en: string; ru: string };

export type CategoryData = { id: string; name: Text; description: Text };

export type CategoryDomainData = {
  id: number;
  categoryId: string;
  name: Text;
  description: Text;
  active: boolean;
  /** The form's visible fields, in its order. */
  fields: IncidentDetailField[];
  /** Alternative required sets ('Option 1', 'Option 2', …); one must be filled. */
  requiredSets: IncidentDetailField[][];
};

/** Incident categories: reference data of every installation, not demo data. */
export const INCIDENT_CATEGORIES: CategoryData[] = [
  {
    id: '1',
    name: {
      uk: 'Шахрайство з платіжними картками',
      en: 'Payment card fraud',
      ru: 'Мошенничество с платёжными картами',
    },
    description: {
      uk: 'Компрометація реквізитів і операції без згоди держателя',
      en: 'Compromised card details and transactions without the holder’s consent',
      ru: 'Компрометация реквизитов и операции без согласия держателя',
    },
  },
  {
    id: '2',
    name: { uk: 'Соціальна інженерія', en: 'Social engineering', ru: 'Социальная инженерия' },
    description: {
      uk: 'Фішинг, вішинг та інші способи ввести клієнта в оману',
      en: 'Phishing, vishing and other ways of deceiving a customer',
      ru: 'Фишинг, вишинг и другие способы ввести клиента в заблуждение',
    },
  },
  {
    id: '3',
    name: { uk: 'Дропи (грошові мули)', en: 'Money mules', ru: 'Дропы (денежные мулы)' },
    description: {
      uk: 'Особи та компанії, через рахунки яких виводять викрадені кошти',
      en: 'People and companies whose accounts move stolen funds',
      ru: 'Лица и компании, через счета которых выводят похищенные средства',
    },
  },
  {
    id: '4',
    name: { uk: 'Підроблені документи', en: 'Forged documents', ru: 'Поддельные документы' },
    description: {
      uk: 'Використання підроблених або чужих документів',
      en: 'Use of forged or someone else’s documents',
      ru: 'Использование поддельных или чужих документов',
    },
  },
  {
    id: '5',
    name: { uk: 'Кібератаки', en: 'Cyber attacks', ru: 'Кибератаки' },
    description: {
      uk: 'Атаки на системи дистанційного банківського обслуговування',
      en: 'Attacks on online banking systems',
      ru: 'Атаки на системы дистанционного банковского обслуживания',
    },
  },
  {
    id: ALLOWED_CATEGORY,
    name: { uk: 'Азартні ігри', en: 'Gambling', ru: 'Азартные игры' },
    description: {
      uk: 'Порушення у сфері азартних ігор',
      en: 'Violations in gambling',
      ru: 'Нарушения в сфере азартных игр',
    },
  },
  {
    id: CASINO_CATEGORY,
    name: { uk: 'Нелегальні казино', en: 'Illegal casinos', ru: 'Нелегальные казино' },
    description: {
      uk: 'Сайти азартних ігор без ліцензії',
      en: 'Gambling sites without a licence',
      ru: 'Сайты азартных игр без лицензии',
    },
  },
];

/** Category-domains: the kinds of incident the form offers, with their fields and required sets. */
export const INCIDENT_CATEGORY_DOMAINS: CategoryDomainData[] = [
  {
    id: 1,
    categoryId: '1',
    name: { uk: 'Компрометація картки', en: 'Card compromise', ru: 'Компрометация карты' },
    description: {
      uk: 'Реквізити картки потрапили до шахраїв',
      en: 'Card details reached fraudsters',
      ru: 'Реквизиты карты попали к мошенникам',
    },
    active: true,
    fields: ['event_date', 'pan', 'fullname', 'inn', 'phones', 'description'],
    requiredSets: [['pan']],
  },
  {
    id: 2,
    categoryId: '2',
    name: { uk: 'Фішинговий сайт', en: 'Phishing site', ru: 'Фишинговый сайт' },
    description: {
      uk: 'Сайт, що імітує банк або платіжний сервіс',
      en: 'A site imitating a bank or a payment service',
      ru: 'Сайт, имитирующий банк или платёжный сервис',
    },
    active: true,
    fields: ['event_date', 'url', 'ip', 'email', 'description'],
    requiredSets: [['url']],
  },
  {
    id: 3,
    categoryId: '2',
    name: {
      uk: 'Телефонне шахрайство (вішинг)',
      en: 'Phone fraud (vishing)',
      ru: 'Телефонное мошенничество (вишинг)',
    },
    description: {
      uk: 'Дзвінки від імені банку з метою отримати реквізити',
      en: 'Calls on behalf of a bank to obtain card details',
      ru: 'Звонки от имени банка с целью получить реквизиты',
    },
    active: true,
    fields: ['event_date', 'phones', 'fullname', 'inn', 'pan', 'erdr_number', 'erdr_date', 'description'],
    requiredSets: [['phones']],
  },
  {
    id: 4,
    categoryId: '3',
    name: { uk: 'Дроп — фізична особа', en: 'Money mule (person)', ru: 'Дроп — физическое лицо' },
    description: {
      uk: 'Фізична особа, що отримує та виводить викрадені кошти',
      en: 'A person receiving and moving stolen funds',
      ru: 'Физическое лицо, получающее и выводящее похищенные средства',
    },
    active: true,
    fields: [
      'event_date',
      'fullname',
      'inn',
      'passport_id',
      'phones',
      'pan',
      'email',
      'erdr_number',
      'erdr_date',
      'description',
    ],
    requiredSets: [
      ['fullname', 'inn'],
      ['fullname', 'passport_id'],
    ],
  },
  {
    id: 5,
    categoryId: '3',
    name: { uk: 'Дроп — юридична особа', en: 'Money mule (company)', ru: 'Дроп — юридическое лицо' },
    description: {
      uk: 'Компанія, через рахунки якої виводять викрадені кошти',
      en: 'A company whose accounts move stolen funds',
      ru: 'Компания, через счета которой выводят похищенные средства',
    },
    active: true,
    fields: ['event_date', 'egrpou', 'org_name', 'fullname', 'inn', 'phones', 'email', 'url', 'description'],
    requiredSets: [['egrpou', 'org_name']],
  },
  {
    id: 6,
    categoryId: '4',
    name: { uk: 'Підроблений паспорт', en: 'Forged passport', ru: 'Поддельный паспорт' },
    description: {
      uk: 'Спроба обслуговування за підробленим паспортом',
      en: 'An attempt to be served with a forged passport',
      ru: 'Попытка обслуживания по поддельному паспорту',
    },
    active: true,
    fields: [
      'event_date',
      'fullname',
      'passport_id',
      'inn',
      'phones',
      'erdr_number',
      'erdr_date',
      'description',
    ],
    requiredSets: [['fullname', 'passport_id']],
  },
  {
    id: 7,
    categoryId: '5',
    name: { uk: 'Атака на систему ДБО', en: 'Online banking attack', ru: 'Атака на систему ДБО' },
    description: {
      uk: 'Несанкціонований доступ до інтернет-банку',
      en: 'Unauthorised access to internet banking',
      ru: 'Несанкционированный доступ к интернет-банку',
    },
    active: true,
    fields: ['event_date', 'ip', 'email', 'url', 'pan', 'description'],
    requiredSets: [['ip'], ['email'], ['url']],
  },
  {
    id: 8,
    categoryId: CASINO_CATEGORY,
    name: { uk: 'Нелегальне онлайн-казино', en: 'Illegal online casino', ru: 'Нелегальное онлайн-казино' },
    description: {
      uk: 'Сайт азартних ігор без ліцензії, що приймає платежі карткою',
      en: 'An unlicensed gambling site taking card payments',
      ru: 'Сайт азартных игр без лицензии, принимающий платежи картой',
    },
    active: true,
    fields: ['event_date', 'url', 'org_name', 'egrpou', 'description'],
    requiredSets: [['url']],
  },
  {
    id: 9,
    categoryId: ALLOWED_CATEGORY,
    name: {
      uk: 'Порушення ліцензованим оператором',
      en: 'Licensed operator violation',
      ru: 'Нарушение лицензированным оператором',
    },
    description: {
      uk: 'Ліцензований оператор азартних ігор порушує правила',
      en: 'A licensed gambling operator breaks the rules',
      ru: 'Лицензированный оператор азартных игр нарушает правила',
    },
    active: true,
    fields: ['event_date', 'org_name', 'egrpou', 'url', 'description'],
    requiredSets: [['egrpou']],
  },
  {
    // What an FPT alert against an account becomes (decision 0038): the incident registry has no
    // IBAN field, so the account goes in the description, and the holder is known only later.
    id: 11,
    categoryId: '3',
    name: {
      uk: 'Рахунок-отримувач шахрайського переказу',
      en: 'Recipient account of a fraudulent transfer',
      ru: 'Счёт-получатель мошеннического перевода',
    },
    description: {
      uk: 'Рахунок, на який надійшли кошти жертви; IBAN — в описі',
      en: "An account the victim's money went to; the IBAN is in the description",
      ru: 'Счёт, на который поступили средства жертвы; IBAN — в описании',
    },
    active: true,
    fields: ['event_date', 'fullname', 'inn', 'phones', 'description'],
    requiredSets: [['description']],
  },
  {
    id: 10,
    categoryId: '1',
    name: { uk: 'Скімінг банкомата', en: 'ATM skimming', ru: 'Скимминг банкомата' },
    description: {
      uk: 'Архівна категорія: нові інциденти реєструються як компрометація картки',
      en: 'Archived: new incidents are registered as card compromise',
      ru: 'Архивная категория: новые инциденты регистрируются как компрометация карты',
    },
    active: false,
    fields: ['event_date', 'pan', 'description'],
    requiredSets: [['pan']],
  },
];
