// @afx/domain: the rules of the AFX portal shared by the server and the web app. Pure TypeScript,
// no I/O. Every validation rule of the spec lives here once.

// Messages and the rule plumbing.
export * from './messages/index.js';
export * from './rule.js';
export * from './text.js';
export * from './zod-rules.js';
export * from './constants.js';
export * from './list-query.js';

// Shared field rules.
export * from './amount.js';
export * from './counter-badge.js';
export * from './counters.js';
export * from './currency.js';
export * from './dates.js';
export * from './email.js';
export * from './geo.js';
export * from './history-events.js';
export * from './iban.js';
export * from './issuer-lookup.js';
export * from './ip.js';
export * from './pan.js';
export * from './pan-mask.js';
export * from './pan-filter.js';
export * from './pan-or-iban.js';
export * from './passport.js';
export * from './phone.js';
export * from './shared-rules.js';
export * from './sheet.js';
export * from './url.js';

// Incidents (spec 1).
export * from './incidents/category.js';
export * from './incidents/details.js';
export * from './incidents/fields.js';
export * from './incidents/filter.js';
export * from './incidents/requests.js';
export * from './incidents/route-intent.js';
export * from './incidents/upload.js';

// Fraud Payments Tracker and Crime Check (spec 2).
export * from './mobile-check/index.js';
export * from './fpt/alert-figures.js';
export * from './fpt/filters.js';
export * from './fpt/fraud-types.js';
export * from './fpt/incident-draft.js';
export * from './fpt/sender-issuer.js';
export * from './fpt/status-change.js';
export * from './fpt/status-table.js';
export * from './fpt/statuses.js';
export * from './fpt/transactions.js';
export * from './fpt/wizard.js';
export * from './crime-check/access.js';
export * from './crime-check/due-date.js';
export * from './crime-check/figures.js';
export * from './crime-check/filing.js';
export * from './crime-check/filters.js';
export * from './crime-check/incident-draft.js';
export * from './crime-check/reply.js';
export * from './crime-check/routing.js';
export * from './crime-check/statuses.js';

// The member services' invoices (issue 16).
export * from './invoices/invoice.js';

// The operator's administration (issue 15).
export * from './admin/organisation.js';
export * from './admin/audit-labels.js';
export * from './admin/audit-values.js';

// Directories, formats, settings and card blocking (spec 3).
export * from './directories/acquirer-id.js';
export * from './directories/atm.js';
export * from './directories/atm-location.js';
export * from './directories/atm-upload.js';
export * from './directories/bin.js';
export * from './directories/bin-upload.js';
export * from './directories/card-blocking.js';
export * from './cci/cci.js';
export * from './directories/issuer-config.js';
export * from './directories/org-target.js';
export * from './directories/smart-format.js';
export * from './directories/smart-format-access.js';

// The smart-paste parser (issue 12).
export * from './smart-paste/constants.js';
export * from './smart-paste/parse.js';
export * from './smart-paste/request.js';
export * from './smart-paste/sample-formats.js';
export * from './smart-paste/types.js';

// Access.
export * from './permissions.js';
export * from './routes.js';
export * from './dashboard.js';
export * from './password.js';

// User administration (issue 15).
export * from './users/grantable-codes.js';
export * from './users/managed-user.js';
export * from './users/user-status.js';
export * from './users/work-email.js';

// Notifications in the portal.
export * from './notifications.js';
