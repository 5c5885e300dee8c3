/** Cities of the demo ATMs: real KATOTTG codes and centre coordinates, real street names. */
export const DEMO_CITIES = [
  {
    katottg: 'UA80000000000093317',
    region: 'м. Київ',
    city: 'Київ',
    latitude: 50.4501,
    longitude: 30.5234,
    streets: [
      'вул. Хрещатик',
      'просп. Берестейський',
      'вул. Велика Васильківська',
      'бульв. Лесі Українки',
      'просп. Степана Бандери',
      'вул. Антоновича',
      'просп. Бажана',
      'вул. Саксаганського',
    ],
  },
  {
    katottg: 'UA46060250010015970',
    region: 'Львівська',
    city: 'Львів',
    latitude: 49.8397,
    longitude: 24.0297,
    streets: ['просп. Свободи', 'вул. Городоцька', 'вул. Зелена', 'вул. Стрийська', 'просп. Червоної Калини'],
  },
  {
    katottg: 'UA51100270010076757',
    region: 'Одеська',
    city: 'Одеса',
    latitude: 46.4825,
    longitude: 30.7233,
    streets: [
      'вул. Дерибасівська',
      'просп. Шевченка',
      'вул. Преображенська',
      'Французький бульв.',
      'вул. Генуезька',
    ],
  },
  {
    katottg: 'UA63120270010096107',
    region: 'Харківська',
    city: 'Харків',
    latitude: 49.9935,
    longitude: 36.2304,
    streets: [
      'вул. Сумська',
      'просп. Науки',
      'вул. Пушкінська',
      'просп. Героїв Харкова',
      'вул. Полтавський Шлях',
    ],
  },
  {
    katottg: 'UA12020010010037010',
    region: 'Дніпропетровська',
    city: 'Дніпро',
    latitude: 48.4647,
    longitude: 35.0462,
    streets: [
      'просп. Дмитра Яворницького',
      'Січеславська Набережна',
      'просп. Олександра Поля',
      'вул. Глінки',
      'просп. Слобожанський',
    ],
  },
] as const;

export const DEMO_ATM_PLACES = [
  'Відділення банку',
  'ТРЦ, 1 поверх',
  'Супермаркет, біля входу',
  'АЗС',
  'Залізничний вокзал',
  'Бізнес-центр, хол',
  'Університет, корпус 1',
  null,
] as const;

/** ATMs per acquirer key, and the prefix of their terminal ids. */
export const DEMO_ATM_FLEETS = [
  { org: 'gamma', prefix: 'GMA', count: 200 },
  { org: 'alpha', prefix: 'ALF', count: 60 },
  { org: 'beta', prefix: 'BTA', count: 60 },
] as const;

/** Acquirer ids: [id, card system] (0 domestic, 1 Visa, 2 Mastercard). */
export const DEMO_ACQUIRER_IDS: Record<string, readonly (readonly [string, number])[]> = {
  gamma: [
    ['414963', 1],
    ['522170', 2],
    ['980400', 0],
  ],
  alpha: [
    ['407500', 1],
    ['531200', 2],
  ],
  beta: [
    ['440100', 1],
    ['548800', 2],
  ],
};

/** Issuer BIN ranges: per card system a count, the BIN prefix and the BIDs or ICAs of the bank. */
export const DEMO_BIN_PORTFOLIOS = [
  {
    org: 'alpha',
    visa: { count: 60, prefix: '4149', bids: ['10000123', '10000456'] },
    mastercard: { count: 60, prefix: '5168', icas: ['001234', '004567'] },
    prostir: { count: 40, prefix: '98041' },
  },
  {
    org: 'beta',
    visa: { count: 50, prefix: '4731', bids: ['10000789'] },
    mastercard: { count: 50, prefix: '5355', icas: ['007890', '008123'] },
    prostir: { count: 40, prefix: '98042' },
  },
] as const;

export const DEMO_BIN_PRODUCTS = [
  'Classic',
  'Gold',
  'Platinum',
  'Business',
  'Virtual',
  'Infinite',
  'Student',
];

/** Contact details of the demo organisations by key. */
export const DEMO_CONTACTS: Record<
  string,
  { phones: string[]; region?: string; fptConnected: boolean; cardInfoConnected: boolean }
> = {
  alpha: { phones: ['380442000101', '380442000102'], fptConnected: true, cardInfoConnected: true },
  beta: { phones: ['380322000201'], fptConnected: true, cardInfoConnected: false },
  gamma: { phones: ['380482000301'], fptConnected: true, cardInfoConnected: false },
  police: { phones: ['380442000401'], region: 'Україна', fptConnected: false, cardInfoConnected: false },
  'police-kyiv': {
    phones: ['380442000411', '380442000412'],
    region: 'м. Київ',
    fptConnected: false,
    cardInfoConnected: false,
  },
  'police-lviv': {
    phones: ['380322000421'],
    region: 'Львівська обл.',
    fptConnected: false,
    cardInfoConnected: false,
  },
  pay: { phones: ['380442000501'], fptConnected: false, cardInfoConnected: false },
  mobile: { phones: ['380672000601'], fptConnected: false, cardInfoConnected: false },
};
