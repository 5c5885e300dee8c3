import { transaction } from '../../platform/db/after-commit.js';
import {
  type CrimeCheckFiling,
  crimeCheckDueDate,
  crimeCheckInitialStatus,
  crimeCheckTransactionFigures,
  instantOfWallClock,
} from '@afx/domain';
import type { Caller } from '../../platform/auth/caller.js';
import type { Db, Executor } from '../../platform/db/pool.js';
import { recordHistory } from '../../platform/history/history.js';
import { badRequest } from '../../platform/http/errors.js';
import { type IssuerInfo, findIssuerByAccount, findIssuerByCard } from '../issuer-lookup/index.js';
import { readIssuerSettings } from '../issuer-settings/index.js';
import { CRC_REQUEST_ENTITY, type CrcSettings } from './access.js';
import { announceRoutedRequest } from './deliveries.js';
import * as repo from './repository.js';
import type { RequestNumberType } from './tables.js';

/** The issuer of a card or an account, as Crime Check sees it. */
export function issuerOfNumber(db: Db, caller: Caller, type: RequestNumberType, number: string) {
  return type === 'account'
    ? findIssuerByAccount(db, caller, { iban: number }, 'crc')
    : findIssuerByCard(db, caller, { pan: number }, 'crc');
}

/** Where a request goes: its status and its bank (kept for 2 and 3 too, so that bank sees them). */
export async function routeOf(
  db: Executor,
  issuer: IssuerInfo,
  recipientType: RequestNumberType,
): Promise<{ statusId: number; recipientOrgId: number | null }> {
  const orgId = issuer.outcome === 'not_found' ? null : issuer.issuer_org_id;
  const settings = orgId === null ? null : await readIssuerSettings(db, orgId, 'crc');
  return {
    statusId: crimeCheckInitialStatus(issuer.outcome, {
      recipientIsIban: recipientType === 'account',
      ibanSupported: settings?.iban_support ?? false,
    }),
    recipientOrgId: orgId,
  };
}

/**
 * /police/request/create: a cyber-police unit files a request; the server issues the 12-digit id,
 * routes it by the recipient's issuer (1–4), sets its due date, and tells the bank.
 */
export async function fileRequest(db: Db, caller: Caller, filing: CrimeCheckFiling, settings: CrcSettings) {
  if (filing.parent_id && !(await repo.policeRequestExists(db, filing.parent_id, caller.org_id)))
    throw badRequest({ parent_id: 'crc_parent_not_found' });
  if (filing.alert_source_id && !(await repo.organisationOf(db, filing.alert_source_id)))
    throw badRequest({ alert_source_id: 'invalid_value' });
  const [recipientIssuer, senderIssuer] = await Promise.all([
    issuerOfNumber(db, caller, filing.recipient_type, filing.recipient_number),
    issuerOfNumber(db, caller, filing.sender_type, filing.sender_number),
  ]);
  const route = await routeOf(db, recipientIssuer, filing.recipient_type);
  const figures = crimeCheckTransactionFigures(filing.fraud_transactions);
  const now = new Date();
  return transaction(db, async (tx) => {
    const request: repo.RequestRecord = {
      id: await repo.nextRequestId(tx),
      policeOrgId: caller.org_id,
      policeUserId: caller.user_id,
      policeUserName: caller.name,
      alertSourceId: filing.alert_source_id ?? caller.org_id,
      recipientOrgId: route.recipientOrgId,
      senderOrgId: senderIssuer.outcome === 'not_found' ? null : senderIssuer.issuer_org_id,
      statusId: route.statusId,
      requestDt: now,
      updateDt: now,
      lastUserId: null,
      lastUserName: null,
      registryType: filing.registry_type,
      regNumber: filing.reg_number,
      regDate: filing.reg_date,
      incriminatedArticles: filing.incriminated_articles,
      applicantName: filing.applicant_name ?? null,
      employeeName: filing.employee_name,
      employeeEmail: filing.employee_email,
      senderType: filing.sender_type,
      senderNumber: filing.sender_number,
      recipientType: filing.recipient_type,
      recipientNumber: filing.recipient_number,
      fraudTransactions: filing.fraud_transactions,
      fraudsterContacts: filing.fraudster_contacts,
      url: filing.url ?? null,
      notes: filing.notes ?? null,
      parentId: filing.parent_id ?? null,
      tranTime: figures.firstTime ? instantOfWallClock(figures.firstTime) : null,
      tranCount: figures.count,
      totalAmount: figures.total,
      currencyCode: figures.currency,
      incidentId: null,
      incidentId2: null,
      reply: null,
      takenAt: null,
      answeredAt: null,
      dueDt: crimeCheckDueDate(now, filing.registry_type, settings.dueDays),
    };
    await repo.insertRequest(tx, request);
    await recordHistory(tx, {
      entityType: CRC_REQUEST_ENTITY,
      entityKey: request.id,
      action: 'create',
      changes: { status_id: [null, request.statusId], recipient_org_id: [null, request.recipientOrgId] },
      by: caller,
    });
    await announceRoutedRequest(tx, request);
    return { request_id: request.id, status_id: request.statusId };
  });
}
