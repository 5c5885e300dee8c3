import type { AboutTexts } from '../features/about/i18n';
import type { AdminTexts } from '../features/admin/i18n';
import type { InvoiceTexts } from '../features/invoices/i18n';
import type { AccountTexts } from '../features/account/i18n';
import type { CciTexts } from '../features/cci/i18n';
import type { CrcTexts } from '../features/crc/i18n';
import type { McsTexts } from '../features/mobile-check/i18n';
import type { CrcInfoTexts } from '../features/crc/info/i18n';
import type { CrcPoliceTexts } from '../features/crc/police/i18n';
import type { DashboardTexts } from '../features/dashboard/i18n';
import type { DirectoriesTexts } from '../features/directories/i18n';
import type { FptAlertsTexts } from '../features/fpt/alerts/i18n';
import type { FptTexts } from '../features/fpt/i18n';
import type { HelpTexts } from '../features/help/i18n';
import type { IncidentsTexts } from '../features/incidents/i18n';
import type { ManagerTexts } from '../features/manager/i18n';
import type { NotificationsTexts } from '../features/notifications/i18n';
import type { IssuerSettingsTexts } from '../features/issuer-settings/i18n';
import type { SmartFormatsTexts } from '../features/smart-formats/i18n';
import type { Messages } from './locales/uk';

// The shell's texts are the default namespace; each feature area adds its own namespace on first use.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: Messages;
      dashboard: DashboardTexts;
      account: AccountTexts;
      help: HelpTexts;
      about: AboutTexts;
      directories: DirectoriesTexts;
      incidents: IncidentsTexts;
      notifications: NotificationsTexts;
      smartFormats: SmartFormatsTexts;
      issuerSettings: IssuerSettingsTexts;
      fptAlerts: FptAlertsTexts;
      fpt: FptTexts;
      crc: CrcTexts;
      crcPolice: CrcPoliceTexts;
      crcInfo: CrcInfoTexts;
      admin: AdminTexts;
      invoices: InvoiceTexts;
      manager: ManagerTexts;
      cci: CciTexts;
      mobileCheck: McsTexts;
    };
  }
}
