import type { Locale, MessageText } from '../messages/index.js';

/** One kind of fraud an alert reports (spec 2 §3.6: id, name, short_name, description). */
export type FptFraudType = {
  readonly id: number;
  readonly name: MessageText;
  readonly shortName: MessageText;
  readonly description: MessageText;
};

/**
 * The fixed catalogue of fraud types an FPT alert names. Ids are stable (alerts keep them); a new
 * type takes the next id, and 'other' stays last in the list.
 */
export const FPT_FRAUD_TYPES: readonly FptFraudType[] = [
  {
    id: 1,
    name: { en: 'Phishing site', uk: 'Фішинговий сайт', ru: 'Фишинговый сайт' },
    shortName: { en: 'Phishing', uk: 'Фішинг', ru: 'Фишинг' },
    description: {
      en: 'The victim entered card or online-banking details on a fake site of a bank, a shop or a delivery service',
      uk: 'Потерпілий ввів дані картки або інтернет-банкінгу на підробленому сайті банку, магазину чи служби доставки',
      ru: 'Пострадавший ввёл данные карты или интернет-банкинга на поддельном сайте банка, магазина или службы доставки',
    },
  },
  {
    id: 2,
    name: {
      en: "Vishing: a 'bank security service' call",
      uk: 'Вішинг: дзвінок від «служби безпеки банку»',
      ru: 'Вишинг: звонок из «службы безопасности банка»',
    },
    shortName: { en: 'Vishing', uk: 'Вішинг', ru: 'Вишинг' },
    description: {
      en: "A caller posing as the bank's security service, the police or a state body talked the victim into a transfer or into giving codes",
      uk: 'Зловмисник, назвавшись службою безпеки банку, поліцією чи державним органом, переконав потерпілого зробити переказ або повідомити коди',
      ru: 'Злоумышленник, представившись службой безопасности банка, полицией или госорганом, убедил пострадавшего сделать перевод или сообщить коды',
    },
  },
  {
    id: 3,
    name: {
      en: 'Marketplace purchase or sale',
      uk: 'Купівля або продаж на онлайн-майданчику',
      ru: 'Покупка или продажа на онлайн-площадке',
    },
    shortName: { en: 'Marketplace', uk: 'Оголошення', ru: 'Объявления' },
    description: {
      en: 'A fake buyer or seller on a classifieds site or marketplace took a prepayment or the card details',
      uk: 'Несправжній покупець або продавець на сайті оголошень чи маркетплейсі отримав передоплату або дані картки',
      ru: 'Ненастоящий покупатель или продавец на сайте объявлений или маркетплейсе получил предоплату или данные карты',
    },
  },
  {
    id: 4,
    name: { en: 'Investment scam', uk: 'Інвестиційне шахрайство', ru: 'Инвестиционное мошенничество' },
    shortName: { en: 'Investment', uk: 'Інвестиції', ru: 'Инвестиции' },
    description: {
      en: 'The victim paid into a fake broker, crypto exchange or "guaranteed income" scheme',
      uk: 'Потерпілий вніс кошти на підроблену брокерську платформу, криптобіржу або схему «гарантованого доходу»',
      ru: 'Пострадавший внёс средства на поддельную брокерскую платформу, криптобиржу или схему «гарантированного дохода»',
    },
  },
  {
    id: 5,
    name: { en: 'Account takeover', uk: 'Захоплення облікового запису', ru: 'Захват учётной записи' },
    shortName: { en: 'Takeover', uk: 'Захоплення', ru: 'Захват' },
    description: {
      en: "Someone else signed in to the victim's online or mobile banking (a SIM swap, a stolen password or code) and moved the money",
      uk: 'Сторонній увійшов до інтернет- або мобільного банкінгу потерпілого (заміна SIM-картки, викрадений пароль чи код) і переказав кошти',
      ru: 'Посторонний вошёл в интернет- или мобильный банкинг пострадавшего (замена SIM-карты, украденный пароль или код) и перевёл средства',
    },
  },
  {
    id: 6,
    name: {
      en: 'Card-not-present use',
      uk: 'Використання картки без її присутності',
      ru: 'Использование карты без её присутствия',
    },
    shortName: { en: 'CNP', uk: 'CNP', ru: 'CNP' },
    description: {
      en: 'The stolen card details were used to pay online or by phone without the card',
      uk: 'Викрадені реквізити картки використано для оплати онлайн або телефоном без самої картки',
      ru: 'Украденные реквизиты карты использованы для оплаты онлайн или по телефону без самой карты',
    },
  },
  {
    id: 7,
    name: { en: 'Romance scam', uk: 'Романтичне шахрайство', ru: 'Романтическое мошенничество' },
    shortName: { en: 'Romance', uk: 'Знайомства', ru: 'Знакомства' },
    description: {
      en: 'A person met online won the victim’s trust and asked for money',
      uk: 'Людина, з якою потерпілий познайомився онлайн, увійшла в довіру й попросила гроші',
      ru: 'Человек, с которым пострадавший познакомился онлайн, вошёл в доверие и попросил деньги',
    },
  },
  {
    id: 8,
    name: { en: 'Other', uk: 'Інше', ru: 'Другое' },
    shortName: { en: 'Other', uk: 'Інше', ru: 'Другое' },
    description: {
      en: 'Another kind of fraud: say what happened in the description',
      uk: 'Інший вид шахрайства: опишіть, що сталося, в описі',
      ru: 'Другой вид мошенничества: опишите, что произошло, в описании',
    },
  },
];

export function isFptFraudTypeId(id: number): boolean {
  return FPT_FRAUD_TYPES.some((type) => type.id === id);
}

/** The catalogue entry as /fraud_type/list answers it, in one language. */
export function fptFraudTypeIn(type: FptFraudType, locale: Locale) {
  return {
    id: type.id,
    name: type.name[locale],
    short_name: type.shortName[locale],
    description: type.description[locale],
  };
}
