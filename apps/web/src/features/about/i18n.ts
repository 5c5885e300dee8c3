/** The about page's texts: the i18next namespace 'about'. */
export const ABOUT_NS = 'about';

export const uk = {
  product: 'AFX — портал обміну інформацією про шахрайство',
  description:
    'Портал для працівників банків-емітентів і еквайрів та пов’язаних організацій: реєстр інцидентів, запити кіберполіції (Crime Check), сповіщення про шахрайські платежі (FPT), перевірки мобільних номерів, довідники BIN, банкоматів і еквайрів.',
  version: 'Версія',
  build: 'Збірка',
  buildTime: 'Час збірки',
  mode: 'Режим',
  unknown: '—',
  links: 'Посилання',
  apiDocs: 'Документація API (OpenAPI)',
  support: 'Підтримка',
  helpCrimeCheck: 'Довідка: Crime Check',
  helpAtmList: 'Довідка: довідник банкоматів',
};

export type AboutTexts = typeof uk;

export const en: AboutTexts = {
  product: 'AFX — fraud information exchange portal',
  description:
    'A portal for staff of issuing and acquiring banks and related organisations: the incident registry, cyber police requests (Crime Check), fraud payment alerts (FPT), mobile number checks, and the BIN, ATM and acquirer directories.',
  version: 'Version',
  build: 'Build',
  buildTime: 'Built at',
  mode: 'Mode',
  unknown: '—',
  links: 'Links',
  apiDocs: 'API documentation (OpenAPI)',
  support: 'Support',
  helpCrimeCheck: 'Help: Crime Check',
  helpAtmList: 'Help: the ATM directory',
};

export const ru: AboutTexts = {
  product: 'AFX — портал обмена информацией о мошенничестве',
  description:
    'Портал для сотрудников банков-эмитентов и эквайеров и связанных организаций: реестр инцидентов, запросы киберполиции (Crime Check), оповещения о мошеннических платежах (FPT), проверки мобильных номеров, справочники BIN, банкоматов и эквайеров.',
  version: 'Версия',
  build: 'Сборка',
  buildTime: 'Время сборки',
  mode: 'Режим',
  unknown: '—',
  links: 'Ссылки',
  apiDocs: 'Документация API (OpenAPI)',
  support: 'Поддержка',
  helpCrimeCheck: 'Справка: Crime Check',
  helpAtmList: 'Справка: справочник банкоматов',
};
