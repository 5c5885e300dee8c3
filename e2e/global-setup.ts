import { mailDir, startMailbox } from './support/mailbox';

/** The run's mailbox (support/mailbox.ts) on E2E_SMTP_PORT, for the portal's MAIL_URL; stopped at the end. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  return startMailbox(Number(process.env.E2E_SMTP_PORT), mailDir());
}
