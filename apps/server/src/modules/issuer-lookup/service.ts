import {
  type AccountIssuerLookup,
  type CardIssuerLookup,
  binCandidates,
  ibanCountry,
  issuerOutcome,
  ukrainianBankCode,
} from '@afx/domain';
import type { OrgType } from '../../identity/tables.js';
import type { Caller } from '../../platform/auth/caller.js';
import type { Db, Executor } from '../../platform/db/pool.js';
import { BANK_TYPES, countryName } from '../../platform/organisations/organisations.js';
import { ownerOfLongestBin } from '../bins/index.js';
import type { IssuerInfo } from './api.js';
import * as repo from './repository.js';

/** The services that look issuers up, each with the switch that connects an organisation to it. */
export const ISSUER_SERVICES = {
  fpt: (row: repo.IssuerRow) => row.fpt_connected,
  // Crime Check reaches the banks the administrator connected to it (issue 15).
  crc: (row: repo.IssuerRow) => row.crc_connected,
  card_info: (row: repo.IssuerRow) => row.card_info_connected,
} as const;
export type IssuerService = keyof typeof ISSUER_SERVICES;

const DOMESTIC = 'UA';

function infoOf(row: repo.IssuerRow, caller: Pick<Caller, 'locale'>, service: IssuerService): IssuerInfo {
  const connected = ISSUER_SERVICES[service](row);
  return {
    outcome: issuerOutcome({
      connected,
      memberBank: (BANK_TYPES as readonly OrgType[]).includes(row.type),
      domestic: row.country === DOMESTIC,
    }),
    issuer_org_id: row.id,
    issuer_org_name: row.name,
    issuer_icon_src: row.icon,
    issuer_country_id: row.country,
    issuer_country_name: countryName(row.country, caller.locale),
    issuer_country_code_2: row.country,
    service_enable: connected,
    monitoring_email: row.monitoring_email,
  };
}

/** Nothing known but, for a foreign IBAN, the country. */
function unknownIssuer(
  caller: Pick<Caller, 'locale'>,
  country: string | null,
  outcome: IssuerInfo['outcome'],
): IssuerInfo {
  return {
    outcome,
    issuer_org_id: null,
    issuer_org_name: null,
    issuer_icon_src: null,
    issuer_country_id: country,
    issuer_country_name: country === null ? null : countryName(country, caller.locale),
    issuer_country_code_2: country,
    service_enable: false,
    monitoring_email: null,
  };
}

/** The issuer of a card: the organisation of the longest BIN of the directory that prefixes the PAN. */
export async function findIssuerByCard(
  db: Db,
  caller: Caller,
  input: CardIssuerLookup,
  service: IssuerService,
): Promise<IssuerInfo> {
  const orgId = await ownerOfLongestBin(db, binCandidates(input.pan));
  const row = orgId === null ? null : await repo.issuerById(db, orgId);
  return row === null ? unknownIssuer(caller, null, 'not_found') : infoOf(row, caller, service);
}

/** The issuer of an account: the member bank with the Ukrainian IBAN's bank code; a foreign IBAN gives its country only. */
export async function findIssuerByAccount(
  db: Db,
  caller: Caller,
  input: AccountIssuerLookup,
  service: IssuerService,
): Promise<IssuerInfo> {
  const mfo = ukrainianBankCode(input.iban);
  if (mfo === null) return unknownIssuer(caller, ibanCountry(input.iban), 'not_supported');
  const row = await repo.issuerByMfo(db, mfo);
  return row === null ? unknownIssuer(caller, DOMESTIC, 'not_found') : infoOf(row, caller, service);
}

/** The issuer info of a known organisation (a funds-flow node whose issuer was found at creation). */
export async function findIssuerOfOrganisation(
  db: Executor,
  caller: Pick<Caller, 'locale'>,
  orgId: number,
  service: IssuerService,
): Promise<IssuerInfo> {
  const row = await repo.issuerById(db, orgId);
  return row === null ? unknownIssuer(caller, null, 'not_found') : infoOf(row, caller, service);
}
