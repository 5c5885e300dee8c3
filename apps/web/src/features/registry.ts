import type { ComponentType } from 'react';

/**
 * The contract between the shell's router and the feature areas.
 *
 * The router builds every signed-in route from the domain's ROUTE_ACCESS table. A route listed
 * here renders the page that `load` answers; each `load` is a dynamic import, so every page is a
 * chunk of its own, fetched on the first visit. A route not listed here renders the shell's
 * "not yet available" page (an area whose screens are not built), or, for the forum's external
 * pages, a link to the configured address. Access is checked by the shell before any page loads.
 *
 * - `path`: the route's absolute path exactly as in ROUTE_ACCESS, with its ':param' segments
 *   ('/incidents/id/:id'); read the values with react-router's useParams.
 * - `load`: imports the page's module and answers its component, a named export.
 *
 * Pages render inside the shell's <main>: no <main> or <title> of their own (the shell sets the
 * document title from the route's titleKey).
 */
export interface FeaturePage {
  readonly path: string;
  readonly load: () => Promise<ComponentType>;
}

export const featurePages: readonly FeaturePage[] = [
  { path: '/', load: () => import('./dashboard/DashboardPage').then((m) => m.DashboardPage) },
  {
    path: '/mobile-check',
    load: () => import('./mobile-check/MobileCheckPage').then((m) => m.MobileCheckPage),
  },
  {
    path: '/analytics/mcs-search',
    load: () => import('./analytics/McsAnalyticsPage').then((m) => m.McsAnalyticsPage),
  },
  { path: '/about', load: () => import('./about/AboutPage').then((m) => m.AboutPage) },
  { path: '/account/profile', load: () => import('./account/ProfilePage').then((m) => m.ProfilePage) },
  { path: '/account/password', load: () => import('./account/PasswordPage').then((m) => m.PasswordPage) },
  { path: '/account/totp', load: () => import('./account/TotpPage').then((m) => m.TotpPage) },
  { path: '/account/sessions', load: () => import('./account/SessionsPage').then((m) => m.SessionsPage) },
  { path: '/account/log', load: () => import('./account/LoginLogPage').then((m) => m.LoginLogPage) },
  { path: '/help/support', load: () => import('./help/SupportPage').then((m) => m.SupportPage) },
  {
    path: '/help/crimecheck',
    load: () => import('./help/CrimeCheckHelpPage').then((m) => m.CrimeCheckHelpPage),
  },
  { path: '/help/atm-list', load: () => import('./help/AtmListHelpPage').then((m) => m.AtmListHelpPage) },
  { path: '/incidents', load: () => import('./incidents/list/IncidentsPage').then((m) => m.IncidentsPage) },
  // The hidden pages and /incidents/id/{id} (spec 1 §2) are the list screen opening a drawer.
  {
    path: '/incidents/create',
    load: () => import('./incidents/list/IncidentsPage').then((m) => m.IncidentsPage),
  },
  {
    path: '/incidents/update',
    load: () => import('./incidents/list/IncidentsPage').then((m) => m.IncidentsPage),
  },
  {
    path: '/incidents/read',
    load: () => import('./incidents/list/IncidentsPage').then((m) => m.IncidentsPage),
  },
  {
    path: '/incidents/delete',
    load: () => import('./incidents/list/IncidentsPage').then((m) => m.IncidentsPage),
  },
  {
    path: '/incidents/id/:id',
    load: () => import('./incidents/list/IncidentsPage').then((m) => m.IncidentsPage),
  },
  {
    path: '/incidents/illegal_casino',
    load: () => import('./incidents/casino/CasinoPage').then((m) => m.CasinoPage),
  },
  {
    path: '/incidents/categories',
    load: () => import('./incidents/categories/CategoriesPage').then((m) => m.CategoriesPage),
  },
  // The FPT alert lists; an alert's dialog and history are the list with the address's alert open.
  ...['/fpt/request-out', '/fpt/request-out/id/:id', '/fpt/request-out/history/:id'].map((path) => ({
    path,
    load: () => import('./fpt/alerts/list/AlertsPage').then((m) => m.OutboundAlertsPage),
  })),
  ...['/fpt/request-in', '/fpt/request-in/id/:id', '/fpt/request-in/history/:id'].map((path) => ({
    path,
    load: () => import('./fpt/alerts/list/AlertsPage').then((m) => m.InboundAlertsPage),
  })),
  { path: '/cci', load: () => import('./cci/CardBlockingPage').then((m) => m.CardBlockingPage) },
  { path: '/cci/requests', load: () => import('./cci/RequestsPage').then((m) => m.RequestsPage) },
  {
    path: '/fpt/request',
    load: () => import('./fpt/wizard/CreateAlertPage').then((m) => m.CreateAlertPage),
  },
  // The Crime Check client list; a request's dialog and history are the list with the address's request open.
  ...['/crc/client', '/crc/client/id/:id', '/crc/client/history/:id'].map((path) => ({
    path,
    load: () => import('./crc/list/CrcClientPage').then((m) => m.CrcClientPage),
  })),
  // The format setup of each smart-zone service (spec 3 §2.5).
  {
    path: '/fpt/setup',
    load: () => import('./smart-formats/SmartFormatsPage').then((m) => m.FptSetupPage),
  },
  // The police cabinet (issue 14): the unit's requests; a request's view is the list with it open.
  ...['/crc/police', '/crc/police/id/:id'].map((path) => ({
    path,
    load: () => import('./crc/police/list/PoliceRequestsPage').then((m) => m.PoliceRequestsPage),
  })),
  {
    path: '/crc/police/create',
    load: () => import('./crc/police/create/CreateRequestPage').then((m) => m.CreateRequestPage),
  },
  { path: '/crc/info', load: () => import('./crc/info/CrcInfoPage').then((m) => m.CrcInfoPage) },
  {
    path: '/crc/setup',
    load: () => import('./smart-formats/SmartFormatsPage').then((m) => m.CrcSetupPage),
  },
  // The operator's pages (role admin); /admin/users is the managers' users page for any organisation.
  // An organisation's address (/admin/organisations/id/{id}) is the list with its drawer open.
  ...['/admin/organisations', '/admin/organisations/id/:id'].map((path) => ({
    path,
    load: () => import('./admin/organisations/OrganisationsPage').then((m) => m.OrganisationsPage),
  })),
  {
    path: '/admin/api-clients',
    load: () => import('./admin/api-clients/ApiClientsPage').then((m) => m.ApiClientsPage),
  },
  { path: '/admin/audit', load: () => import('./admin/audit/AuditPage').then((m) => m.AuditPage) },
  // The member services' invoices (issue 16) and the operator's tariffs.
  { path: '/ecs/mcs-invoice', load: () => import('./invoices/InvoicesPage').then((m) => m.McsInvoicesPage) },
  { path: '/ecs/chv-invoice', load: () => import('./invoices/InvoicesPage').then((m) => m.ChvInvoicesPage) },
  { path: '/ecs/ema-invoice', load: () => import('./invoices/InvoicesPage').then((m) => m.EmaInvoicesPage) },
  { path: '/admin/tariffs', load: () => import('./invoices/TariffsPage').then((m) => m.TariffsPage) },
  { path: '/di/bins', load: () => import('./directories/bins/BinsPage').then((m) => m.BinsPage) },
  { path: '/di/atms', load: () => import('./directories/atms/AtmsPage').then((m) => m.AtmsPage) },
  {
    path: '/di/acqs',
    load: () => import('./directories/acquirers/AcquirersPage').then((m) => m.AcquirersPage),
  },
  { path: '/di/banks', load: () => import('./directories/contacts/ContactPages').then((m) => m.BanksPage) },
  {
    path: '/di/cyber',
    load: () => import('./directories/contacts/ContactPages').then((m) => m.CyberPolicePage),
  },
  {
    path: '/di/orgs',
    load: () => import('./directories/contacts/ContactPages').then((m) => m.OrganisationsPage),
  },
  // A directory's record address (/di/bins/id/{bin}) is its list with the row's dialog open.
  {
    path: '/di/bins/id/:id',
    load: () => import('./directories/bins/BinsPage').then((m) => m.BinsPage),
  },
  {
    path: '/di/atms/id/:id',
    load: () => import('./directories/atms/AtmsPage').then((m) => m.AtmsPage),
  },
  {
    path: '/di/acqs/id/:id',
    load: () => import('./directories/acquirers/AcquirersPage').then((m) => m.AcquirersPage),
  },
  {
    path: '/di/banks/id/:id',
    load: () => import('./directories/contacts/ContactPages').then((m) => m.BanksPage),
  },
  {
    path: '/di/cyber/id/:id',
    load: () => import('./directories/contacts/ContactPages').then((m) => m.CyberPolicePage),
  },
  {
    path: '/di/orgs/id/:id',
    load: () => import('./directories/contacts/ContactPages').then((m) => m.OrganisationsPage),
  },
  // User administration (issue 15): a manager's organisation, and the administrator's every one;
  // a user's address ({list}/id/{id}) is the list with the user's dialog open.
  ...['/manager/users', '/manager/users/id/:id'].map((path) => ({
    path,
    load: () => import('./manager/list/ManagedUsersPage').then((m) => m.ManagerUsersPage),
  })),
  ...['/admin/users', '/admin/users/id/:id'].map((path) => ({
    path,
    load: () => import('./manager/list/ManagedUsersPage').then((m) => m.AdminUsersPage),
  })),
];
