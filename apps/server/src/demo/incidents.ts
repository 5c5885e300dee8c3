import type { IncidentDetailsInput } from '@afx/domain';

/**
 * Demo incidents of Bank Alpha and Bank Beta: invented people, companies, cards and sites, for the
 * embedded demo only. Dates are days before the seeding; category-domain ids are those of
 * modules/incidents/categories-data.ts.
 */
export type DemoIncident = {
  domain: number;
  login: 'alpha.analyst' | 'alpha.manager' | 'alpha-api' | 'beta.expert';
  daysAgo: number;
  details: Omit<IncidentDetailsInput, 'event_date'>;
  group?: { id: number; description: string };
  basis?: { type: 1 | 2; id: string };
  forum?: { id: number; msgId: number };
  deleted?: { daysAgo: number; reason: string };
};

const OLX_SCHEME = { id: 101, description: 'Схема «безпечна доставка» з підробними сторінками оплати' };
const CALL_CENTRE = { id: 102, description: 'Дзвінки «служби безпеки банку» з однієї групи номерів' };

export const DEMO_INCIDENTS: DemoIncident[] = [
  {
    domain: 4,
    login: 'alpha.analyst',
    daysAgo: 2,
    group: OLX_SCHEME,
    details: {
      fullname: 'Коваленко Андрій Петрович',
      inn: '3124509876',
      phones: [{ number: '0671234501', type: 1 }],
      pan: '4149497812345678',
      description: 'Отримав на картку кошти від 14 потерпілих і одразу зняв готівку',
    },
  },
  {
    domain: 4,
    login: 'alpha.analyst',
    daysAgo: 3,
    group: OLX_SCHEME,
    details: {
      fullname: 'Мельник Оксана Василівна',
      passport_id: 'КА482913',
      phones: [
        { number: '380501112201', type: 1 },
        { number: '380442310077', type: 2 },
      ],
      description: 'Власниця рахунку, на який надходили платежі зі сторінки «OLX доставка»',
    },
  },
  {
    domain: 1,
    login: 'alpha.analyst',
    daysAgo: 4,
    details: {
      pan: '5168740022113342',
      fullname: 'Бондар Ігор Миколайович',
      inn: '2987612345',
      phones: [{ number: '380931234567', type: 1 }],
      description: 'Дані картки введено на фішинговому сайті, спроба оплати в інтернет-магазині',
    },
  },
  {
    domain: 2,
    login: 'alpha.manager',
    daysAgo: 5,
    group: OLX_SCHEME,
    details: {
      url: 'https://privat-bonus24.com/login',
      ip: '185.143.223.17',
      email: 'support@privat-bonus24.com',
      description: 'Сторінка «отримання виплати» копіює вхід до інтернет-банку',
    },
  },
  {
    domain: 3,
    login: 'alpha.analyst',
    daysAgo: 6,
    group: CALL_CENTRE,
    details: {
      phones: [
        { number: '380937770011', type: 1 },
        { number: '380443334455', type: 3 },
      ],
      description: 'Дзвонили від імені служби безпеки, просили код з SMS',
    },
  },
  {
    domain: 5,
    login: 'alpha.manager',
    daysAgo: 8,
    details: {
      egrpou: '41234567',
      org_name: 'ТОВ "Фін-Трейд Груп"',
      fullname: 'Гнатюк Сергій Іванович',
      phones: [{ number: '380661230987', type: 3 }],
      email: 'office@fintrade-group.com.ua',
      description: 'Транзитний рахунок: за тиждень понад 300 вхідних переказів від фізичних осіб',
    },
  },
  {
    domain: 6,
    login: 'alpha.analyst',
    daysAgo: 10,
    details: {
      fullname: 'Шевчук Віталій Іванович',
      passport_id: 'МЕ123456',
      inn: '3310245678',
      description: 'Паспорт з переклеєною фотографією, спроба відкрити рахунок у відділенні',
    },
  },
  {
    domain: 7,
    login: 'alpha.analyst',
    daysAgo: 11,
    details: {
      ip: '91.207.175.44',
      email: 'alerts-noreply@bank-secure-check.net',
      description: 'Підбір паролів до інтернет-банку з однієї адреси',
    },
  },
  {
    domain: 8,
    login: 'alpha.analyst',
    daysAgo: 12,
    details: {
      url: 'https://vulkan-ua-casino.net',
      description: 'Онлайн-казино без ліцензії КРАІЛ, приймає оплату карткою',
    },
  },
  {
    domain: 8,
    login: 'alpha.manager',
    daysAgo: 14,
    details: {
      url: 'https://777-slots-ukraine.com',
      org_name: 'Slots Entertainment Ltd',
      description: 'Реклама в Telegram-каналах, оплата через P2P-перекази',
    },
  },
  {
    domain: 8,
    login: 'alpha.analyst',
    daysAgo: 40,
    deleted: { daysAgo: 20, reason: 'Оператор отримав ліцензію КРАІЛ' },
    details: { url: 'https://joy-casino-ua.org', description: 'Сайт азартних ігор без ліцензії' },
  },
  {
    domain: 9,
    login: 'alpha.manager',
    daysAgo: 15,
    details: {
      egrpou: '43810234',
      org_name: 'ТОВ "Гейм Сервіс"',
      url: 'https://gameservice.ua',
      description: 'Приймає ставки від неповнолітніх',
    },
  },
  {
    domain: 4,
    login: 'alpha.analyst',
    daysAgo: 16,
    basis: { type: 1, id: '202405140001' },
    details: {
      fullname: 'Ткаченко Дмитро Сергійович',
      inn: '3456789012',
      erdr_number: '12024100000000456',
      description: 'Зареєстровано за запитом кіберполіції',
    },
  },
  {
    domain: 1,
    login: 'alpha.analyst',
    daysAgo: 18,
    basis: { type: 2, id: '3f6c2a9e-8d41-4f0b-9a77-1c2b3d4e5f60' },
    details: {
      pan: '5351451187654321',
      fullname: 'Олійник Наталія Петрівна',
      description: 'Картка отримувача за сповіщенням FPT від Bank Beta',
    },
  },
  {
    domain: 3,
    login: 'alpha-api',
    daysAgo: 19,
    group: CALL_CENTRE,
    details: {
      phones: [{ number: '380937770012', type: 1 }],
      fullname: 'Романюк Олег Андрійович',
      description: 'Надійшло з антифрод-системи банку через API',
    },
  },
  {
    domain: 4,
    login: 'alpha-api',
    daysAgo: 21,
    details: {
      fullname: 'Захарченко Ірина Миколаївна',
      passport_id: '001234567',
      phones: [{ number: '380681234000', type: 1 }],
      description: 'Власниця ID-картки, на яку оформлено кілька рахунків-дропів',
    },
  },
  {
    domain: 2,
    login: 'alpha.analyst',
    daysAgo: 22,
    forum: { id: 1201, msgId: 54011 },
    details: {
      url: 'https://oschad-dopomoga.site/pay',
      ip: '45.155.205.99',
      description: 'Фішинг під виплату допомоги, обговорення на форумі',
    },
  },
  {
    domain: 4,
    login: 'alpha.analyst',
    daysAgo: 25,
    details: {
      fullname: "Мар'яненко Юлія Степанівна",
      inn: '3587412690',
      email: 'yulia.maryanenko@ukr.net',
      pan: '4149623300987651',
      description: 'Продала доступ до своєї картки за оголошенням у Telegram',
    },
  },
  {
    domain: 4,
    login: 'beta.expert',
    daysAgo: 1,
    group: OLX_SCHEME,
    details: {
      fullname: 'Литвиненко Марина Олександрівна',
      inn: '3298765410',
      phones: [{ number: '380971230045', type: 1 }],
      pan: '4405881234567895',
      description: 'Картка отримувача коштів потерпілих за схемою «безпечна доставка»',
    },
  },
  {
    domain: 4,
    login: 'beta.expert',
    daysAgo: 3,
    details: {
      fullname: 'Кравченко Юрій Олегович',
      passport_id: 'ВК765432',
      phones: [{ number: '380631239876', type: 1 }],
      description: 'Рахунок відкрито на підставну особу',
    },
  },
  {
    domain: 1,
    login: 'beta.expert',
    daysAgo: 5,
    details: {
      pan: '5375419988776652',
      fullname: 'Поліщук Артем Вікторович',
      phones: [{ number: '380951112233', type: 1 }],
      description: 'Скомпрометовано під час оплати на підробному сайті перевізника',
    },
  },
  {
    domain: 2,
    login: 'beta.expert',
    daysAgo: 7,
    details: {
      url: 'https://mono-cashback.site',
      email: 'cashback@mono-cashback.site',
      description: 'Підробна акція «кешбек 50%» з формою введення картки',
    },
  },
  {
    domain: 3,
    login: 'beta.expert',
    daysAgo: 9,
    group: CALL_CENTRE,
    details: {
      phones: [
        { number: '380937770011', type: 1 },
        { number: '380991234321', type: 4 },
      ],
      description: 'Той самий номер дзвонив клієнтам Bank Beta',
    },
  },
  {
    domain: 5,
    login: 'beta.expert',
    daysAgo: 13,
    details: {
      egrpou: '38765123',
      org_name: 'ПП "Альфа-Логістик"',
      inn: '2876543210',
      fullname: 'Дорошенко Петро Ілліч',
      url: 'https://alfa-logistic.com.ua',
      description: 'Фіктивна логістична компанія, отримує оплату за неіснуючі товари',
    },
  },
  {
    domain: 6,
    login: 'beta.expert',
    daysAgo: 17,
    details: {
      fullname: 'Гончаренко Василь Петрович',
      passport_id: 'СН908172',
      phones: [{ number: '380671239870', type: 1 }],
      erdr_number: '42024000000000789',
      description: 'Підроблений паспорт при оформленні кредиту онлайн',
    },
  },
  {
    domain: 7,
    login: 'beta.expert',
    daysAgo: 20,
    details: {
      email: 'hr-department@beta-bank-jobs.com',
      ip: '2a03:2880:f12f:83:face:b00c:0:25de',
      description: 'Розсилка зі шкідливим вкладенням працівникам банку',
    },
  },
  {
    domain: 8,
    login: 'beta.expert',
    daysAgo: 23,
    details: {
      url: 'https://bet-ua-online.com',
      description: 'Нелегальні ставки на спорт, оплата через дропів',
    },
  },
  {
    domain: 8,
    login: 'beta.expert',
    daysAgo: 26,
    details: {
      url: 'https://cosmo-lot-bonus.net',
      egrpou: '44556677',
      description: 'Дзеркало з назвою, схожою на ліцензованого оператора',
    },
  },
  {
    domain: 4,
    login: 'beta.expert',
    daysAgo: 28,
    group: OLX_SCHEME,
    details: {
      fullname: 'Савчук Роман Ігорович',
      inn: '3145678902',
      pan: '4149495522001177',
      phones: [{ number: '380731230099', type: 1 }],
      description: 'Отримувач коштів за тією ж схемою, що й у Bank Alpha',
    },
  },
  {
    domain: 4,
    login: 'beta.expert',
    daysAgo: 30,
    details: {
      fullname: 'Ковальчук Людмила Анатоліївна',
      inn: '2654321789',
      erdr_number: '12024200000001122',
      description: 'Фігурантка кримінального провадження щодо шахрайства',
    },
  },
  {
    domain: 1,
    login: 'beta.expert',
    daysAgo: 33,
    forum: { id: 1207, msgId: 54102 },
    details: {
      pan: '5167980044556604',
      description: 'Картка в базі, опублікованій на тіньовому форумі',
    },
  },
  {
    domain: 2,
    login: 'beta.expert',
    daysAgo: 35,
    deleted: { daysAgo: 34, reason: 'Зареєстровано помилково: сайт належить банку' },
    details: { url: 'https://beta-bank.ua/promo', description: 'Помилкова реєстрація' },
  },
  {
    domain: 7,
    login: 'beta.expert',
    daysAgo: 45,
    details: {
      url: 'https://beta-online-login.com',
      ip: '193.42.33.14',
      description: 'Підробна сторінка входу до інтернет-банку',
    },
  },
  {
    domain: 4,
    login: 'alpha.manager',
    daysAgo: 60,
    details: {
      fullname: 'Іваненко Тетяна Юріївна',
      passport_id: 'ЕК334455',
      pan: '4627051188990012',
      description: 'Давня справа: картку передано третім особам',
    },
  },
  {
    domain: 5,
    login: 'alpha.analyst',
    daysAgo: 75,
    details: {
      egrpou: '40998877',
      org_name: 'ТОВ "Смарт Інвест Плюс"',
      email: 'info@smart-invest-plus.com',
      url: 'https://smart-invest-plus.com',
      description: 'Псевдоінвестиційна платформа, кошти виводяться через рахунки компанії',
    },
  },
];
