// The Fraud Payments Tracker's public face: the only file another module imports (docs/adding-a-module.md).
export { fptRoutes } from './routes.js';
// The demo data makes its alerts as the banks' staff would.
export { createAlert } from './create.js';
export { setStatus } from './status.js';
// Crime Check answers transactions in the same shape (spec 2 §3.13).
export { transactionView } from './api.js';
