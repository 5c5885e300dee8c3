// The invoices' public face: the only file another module imports (docs/adding-a-module.md).
export { invoiceRoutes } from './routes.js';
export { invoiceSchedule } from './schedule.js';
// The demo data sets tariffs and builds last month's invoices the way the administrator would.
export { generateInvoices, EXCHANGE } from './generate.js';
export { invoiceTariffs } from './tables.js';
export { actOnInvoice } from './admin.js';
