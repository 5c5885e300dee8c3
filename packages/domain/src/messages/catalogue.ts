import { accountMessages } from './catalogue/account.js';
import { adminMessages } from './catalogue/admin.js';
import { auditMessages } from './catalogue/audit.js';
import { cciMessages } from './catalogue/cci.js';
import { crimeCheckMessages } from './catalogue/crime-check.js';
import { directoryMessages } from './catalogue/directories.js';
import { exportMessages } from './catalogue/export.js';
import { fptMessages } from './catalogue/fpt.js';
import { generalMessages } from './catalogue/general.js';
import { historyMessages } from './catalogue/history.js';
import { incidentMessages } from './catalogue/incidents.js';
import { invoiceMessages } from './catalogue/invoices.js';
import { mailMessages } from './catalogue/mail.js';
import { mobileCheckMessages } from './catalogue/mobile-check.js';
import { navigationMessages } from './catalogue/navigation.js';
import { noticeMessages } from './catalogue/notices.js';
import { permissionMessages } from './catalogue/permissions.js';
import { notificationMessages } from './catalogue/notifications.js';
import { sharedRuleMessages } from './catalogue/shared-rules.js';
import { uploadMessages } from './catalogue/upload.js';
import { userMessages } from './catalogue/users.js';
import type { MessageText } from './message-text.js';

/** Every user-visible text of the portal, by message key. */
export const messages = {
  ...generalMessages,
  ...sharedRuleMessages,
  ...noticeMessages,
  ...uploadMessages,
  ...incidentMessages,
  ...fptMessages,
  ...crimeCheckMessages,
  ...directoryMessages,
  ...navigationMessages,
  ...accountMessages,
  ...notificationMessages,
  ...historyMessages,
  ...exportMessages,
  ...mailMessages,
  ...userMessages,
  ...permissionMessages,
  ...adminMessages,
  ...auditMessages,
  ...cciMessages,
  ...mobileCheckMessages,
  ...invoiceMessages,
} satisfies Record<string, MessageText>;

export type MessageKey = keyof typeof messages;

/** The catalogue parts, so a test can prove no key is defined twice (spreading would hide it). */
export const messageCatalogueParts: readonly Readonly<Record<string, MessageText>>[] = [
  generalMessages,
  sharedRuleMessages,
  noticeMessages,
  uploadMessages,
  incidentMessages,
  fptMessages,
  crimeCheckMessages,
  directoryMessages,
  navigationMessages,
  accountMessages,
  notificationMessages,
  historyMessages,
  exportMessages,
  mailMessages,
  userMessages,
  permissionMessages,
  adminMessages,
  auditMessages,
  cciMessages,
  mobileCheckMessages,
  invoiceMessages,
];
