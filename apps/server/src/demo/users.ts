import { ALL_E_CODES, ALL_U_CODES } from '@afx/domain';

export type DemoUser = {
  login: string;
  email: string;
  fullName: string;
  position: string;
  org: string;
  role: 'user' | 'manager' | 'api-user' | 'admin';
  permissions: string[];
  locale: 'uk' | 'en' | 'ru';
};

/** Every demo login has the password `demo`: demo data only, never in production. */
export const DEMO_PASSWORD = 'demo';

export const DEMO_USERS: DemoUser[] = [
  {
    login: 'admin',
    email: 'admin@afx.example',
    fullName: 'Iryna Bondarenko',
    position: 'Platform administrator',
    org: 'pay',
    role: 'admin',
    permissions: [],
    locale: 'uk',
  },
  {
    login: 'alpha.analyst',
    email: 'o.koval@alpha.example',
    fullName: 'Olena Koval',
    position: 'Fraud analyst',
    org: 'alpha',
    role: 'user',
    permissions: [...ALL_U_CODES],
    locale: 'uk',
  },
  {
    login: 'alpha.manager',
    email: 'a.shevchenko@alpha.example',
    fullName: 'Andrii Shevchenko',
    position: 'Head of fraud monitoring',
    org: 'alpha',
    role: 'manager',
    permissions: [...ALL_U_CODES],
    locale: 'uk',
  },
  {
    login: 'beta.expert',
    email: 't.melnyk@beta.example',
    fullName: 'Taras Melnyk',
    position: 'Senior fraud expert',
    org: 'beta',
    role: 'user',
    permissions: [...ALL_E_CODES],
    locale: 'uk',
  },
  {
    login: 'alpha.viewer',
    email: 'm.tkachenko@alpha.example',
    fullName: 'Mariia Tkachenko',
    position: 'Forum reader',
    org: 'alpha',
    role: 'user',
    permissions: ['U6'],
    locale: 'uk',
  },
  {
    login: 'alpha-api',
    email: 'api@alpha.example',
    fullName: 'Bank Alpha API',
    position: 'API client',
    org: 'alpha',
    role: 'api-user',
    permissions: ['U1000', 'U1005', 'U1006'],
    locale: 'uk',
  },
  {
    // The sandbox bank system of Bank Beta answers FPT alerts through the API as this client.
    login: 'beta-api',
    email: 'api@beta.example',
    fullName: 'Bank Beta API',
    position: 'API client',
    org: 'beta',
    role: 'api-user',
    permissions: ['U1005', 'U1006'],
    locale: 'uk',
  },
  {
    login: 'police-api',
    email: 'api@cyberpolice.example',
    fullName: 'Cyber Police API',
    position: 'API client',
    org: 'police',
    role: 'api-user',
    permissions: ['U22'],
    locale: 'uk',
  },
  {
    // The police cabinet's officer: files Crime Check requests of the Kyiv unit and reads the replies.
    login: 'police.officer',
    email: 'o.hrytsenko@kyiv.cyberpolice.example',
    fullName: 'Oleksandr Hrytsenko',
    position: 'Cyber police investigator',
    org: 'police-kyiv',
    role: 'user',
    // Card-blocking information too (exchange.md: its users are cyber-police officers and fraud units).
    permissions: ['U22', 'U1010'],
    locale: 'uk',
  },
  {
    // The Lviv unit's investigator: the demo Crime Check requests of the second regional unit.
    login: 'police.lviv',
    email: 'i.boiko@lviv.cyberpolice.example',
    fullName: 'Iryna Boiko',
    position: 'Cyber police investigator',
    org: 'police-lviv',
    role: 'user',
    permissions: ['U22'],
    locale: 'uk',
  },
];

/** API clients (client_credentials) and the api-user each acts as; secrets are demo-only. */
export const DEMO_API_CLIENTS = [
  {
    clientId: 'alpha-api',
    clientSecret: 'alpha-api-demo-secret',
    name: 'Bank Alpha API',
    login: 'alpha-api',
  },
  {
    clientId: 'beta-api',
    clientSecret: 'beta-api-demo-secret',
    name: 'Bank Beta API',
    login: 'beta-api',
  },
  {
    clientId: 'police-api',
    clientSecret: 'police-api-demo-secret',
    name: 'Cyber Police API',
    login: 'police-api',
  },
];
