import { randomUUID } from 'node:crypto';
import {
  CCI_FAILURE_KEYS,
  CCI_QUESTION_TYPE,
  type CardInfoRequest,
  type CciAnswer,
  type CciRequestListQuery,
  PERMISSION,
  cciAnswerText,
  cciIssuerAnswerSchema,
  cciUsageDescription,
  formatInstantDateTime,
  hasExtended,
  maskCardNumber,
  toIsoDate,
} from '@afx/domain';
import type { FastifyBaseLogger } from 'fastify';
import { syncCall } from '../../counterparts/index.js';
import type { Caller } from '../../platform/auth/caller.js';
import { transaction } from '../../platform/db/after-commit.js';
import type { Db } from '../../platform/db/pool.js';
import { AppError, businessRule, notFound } from '../../platform/http/errors.js';
import { recordUsage } from '../../platform/usage/usage.js';
import { findIssuerByCard } from '../issuer-lookup/index.js';
import type { CciIssuerInfo, CciRequestView } from './api.js';
import * as repo from './repository.js';

export type CciOptions = {
  /** How long the issuer's system has to answer (config.cciDeadlineMs). */
  readonly deadlineMs: number;
  readonly fetch?: typeof fetch;
  readonly log?: Pick<FastifyBaseLogger, 'warn'>;
};

/** /issuer/find: the shared lookup, with `info_support` the card-blocking switch of the issuer. */
export async function findCardIssuer(db: Db, caller: Caller, input: { pan: string }): Promise<CciIssuerInfo> {
  const found = await findIssuerByCard(db, caller, input, 'card_info');
  return {
    outcome: found.outcome,
    issuer_org_id: found.issuer_org_id,
    issuer_org_name: found.issuer_org_name,
    issuer_country_id: found.issuer_country_id,
    issuer_country_name: found.issuer_country_name,
    issuer_country_code_2: found.issuer_country_code_2,
    info_support: found.service_enable,
  };
}

/**
 * /info: the question to the card issuer's system (a signed synchronous call within the deadline),
 * logged for the caller's organisation whatever its end; an answered one is billed (usage 'chv') in
 * the same transaction. An issuer that is unknown or not connected is refused before any call; a
 * late, refused, malformed or unreachable answer is the user's error message (502/504).
 */
export async function askCardInfo(
  db: Db,
  caller: Caller,
  input: CardInfoRequest,
  options: CciOptions,
): Promise<CciAnswer> {
  const issuer = await findCardIssuer(db, caller, { pan: input.pan });
  if (issuer.outcome === 'not_found' || issuer.issuer_org_id === null) throw businessRule('issuer_not_found');
  if (!issuer.info_support)
    throw businessRule('cci_issuer_not_connected', {
      name: issuer.issuer_org_name ?? '',
      country: issuer.issuer_country_name ?? '',
    });

  const id = randomUUID();
  const panMasked = maskCardNumber(input.pan);
  const issuerName = issuer.issuer_org_name ?? '';
  const result = await syncCall(db, {
    orgId: issuer.issuer_org_id,
    service: 'cci',
    type: CCI_QUESTION_TYPE,
    data: {
      cci_request_id: id,
      pan: input.pan,
      tran_date: input.tran_date,
      amount: input.amount,
      applicant_name: input.applicant_name,
      notes: input.notes,
      requester_org_id: caller.org_id,
      requester_org_name: caller.org_name,
    },
    answer: cciIssuerAnswerSchema,
    deadlineMs: options.deadlineMs,
    fetch: options.fetch,
    log: options.log,
  });

  const row: repo.NewCciRequest = {
    id,
    orgId: caller.org_id,
    userId: caller.user_id,
    userName: caller.name,
    panMasked,
    panLast4: input.pan.slice(-4),
    issuerOrgId: issuer.issuer_org_id,
    issuerName,
    tranDate: toIsoDate(input.tran_date)!,
    amount: input.amount,
    applicantName: input.applicant_name,
    notes: input.notes,
    durationMs: result.durationMs,
    ...(result.ok
      ? {
          outcome: 'answered',
          refNumber: result.answer.ref_number,
          status: result.answer.status,
          statusInfo: result.answer.status_info,
          answerNotes: result.answer.notes,
          serverTime: result.answer.server_time,
        }
      : { outcome: 'failed', failure: result.failure }),
  };
  await transaction(db, async (tx) => {
    await repo.insertCciRequest(tx, row);
    if (result.ok)
      await recordUsage(tx, {
        orgId: caller.org_id,
        service: 'chv',
        userId: caller.user_id,
        userName: caller.name,
        ref: id,
        description: cciUsageDescription(panMasked, result.answer.status),
      });
  });

  if (!result.ok) {
    options.log?.warn(
      { cci_request_id: id, failure: result.failure, detail: result.detail },
      'cci: the issuer system gave no usable answer',
    );
    throw new AppError(
      result.failure === 'timeout' ? 504 : 502,
      'gateway_failed',
      CCI_FAILURE_KEYS[result.failure],
      undefined,
      { seconds: Math.round(options.deadlineMs / 1000) },
    );
  }
  const answer = {
    cci_request_id: id,
    ref_number: result.answer.ref_number,
    status: result.answer.status,
    status_info: result.answer.status_info,
    notes: result.answer.notes,
    server_time: result.answer.server_time,
  };
  return {
    ...answer,
    info: cciAnswerText({ ...answer, pan_masked: panMasked, issuer_name: issuerName }, caller.locale, (t) =>
      formatInstantDateTime(new Date(t)),
    ),
  };
}

/** Whose requests the caller reads: E1010 any organisation's (or the one filtered), U1010 its own. */
function scopeOf(caller: Caller, orgFilter: number | undefined): number | null {
  if (hasExtended(caller, PERMISSION.cardInfo)) return orgFilter ?? null;
  return caller.org_id;
}

export async function listRequests(db: Db, caller: Caller, query: CciRequestListQuery) {
  return repo.listCciRequests(db, scopeOf(caller, query.filter.org_id), query);
}

/** /request/get: another organisation's request is not found for U1010. */
export async function getRequest(db: Db, caller: Caller, id: string): Promise<CciRequestView> {
  const row = await repo.findCciRequest(db, id);
  if (!row) throw notFound();
  const scope = scopeOf(caller, undefined);
  if (scope !== null && row.org_id !== scope) throw notFound();
  return row;
}

export async function requestUsers(db: Db, caller: Caller) {
  return { list: await repo.cciRequestUsers(db, scopeOf(caller, undefined)) };
}
