import { transaction } from '../../platform/db/after-commit.js';
import { PERMISSION, checkIncidentServiceAccess, crimeCheckIncidentDraft, orgScope } from '@afx/domain';
import type { Caller } from '../../platform/auth/caller.js';
import type { Db } from '../../platform/db/pool.js';
import { recordHistory } from '../../platform/history/history.js';
import { conflict, forbidden, notFound } from '../../platform/http/errors.js';
import { createIncidentFromBasis } from '../incidents/index.js';
import { CRC_REQUEST_ENTITY } from './access.js';
import * as repo from './repository.js';

/**
 * The seeded incident category-domains a request's draft may take (incidents/categories-data.ts) and
 * the detail fields each has: a holder the bank named (tax id and name) makes a 'Money mule (person)',
 * which keeps the ERDR registration too; otherwise a card recipient is a 'Card compromise' (the pan its
 * field) and an account recipient a 'Recipient account of a fraudulent transfer' (its IBAN in the
 * description), as FPT's drafts do.
 */
const CATEGORY_FIELDS = {
  moneyMule: {
    id: 4,
    fields: ['event_date', 'fullname', 'inn', 'pan', 'erdr_number', 'erdr_date', 'description'],
  },
  card: { id: 1, fields: ['event_date', 'pan', 'fullname', 'inn', 'description'] },
  account: { id: 11, fields: ['event_date', 'fullname', 'inn', 'description'] },
} as const;

/** The category-domain of a draft and its details cut to that category's fields. */
function categorised(details: Record<string, string>, recipientType: 'card' | 'account') {
  const category =
    details.fullname && details.inn ? CATEGORY_FIELDS.moneyMule : CATEGORY_FIELDS[recipientType];
  const kept = Object.fromEntries(
    Object.entries(details).filter(([field]) => (category.fields as readonly string[]).includes(field)),
  );
  return { category_domain_id: category.id, details: kept };
}

/**
 * /alert/create_incident: the draft of spec 2 §3.10 (basis type 1) from a replied request, through
 * the incident registry; the request keeps its id. U22 only for a request addressed to the own
 * organisation ('Crime Check request belongs to another issuer'); one incident per request.
 */
export async function createIncidentFromRequest(db: Db, caller: Caller, request: { request_id: string }) {
  const refusal = checkIncidentServiceAccess(caller);
  if (refusal) throw forbidden(refusal);
  const scope = orgScope(caller, PERMISSION.crimeCheck);
  if (scope === null) throw forbidden('crc_rights_required');
  const row = await repo.findRequest(db, request.request_id);
  if (!row) throw notFound();
  if (scope.kind === 'own' && row.recipientOrgId !== scope.orgId)
    throw forbidden('crc_belongs_to_another_issuer');
  if (row.statusId !== 6 || row.recipientOrgId === null) throw conflict('crc_incident_not_allowed');
  if (row.incidentId !== null) throw conflict('crc_incident_exists');
  const draft = crimeCheckIncidentDraft({
    ...row,
    fraudTransactions: row.fraudTransactions,
    reply: row.reply,
  });
  return transaction(db, async (tx) => {
    const created = await createIncidentFromBasis(tx, caller, {
      ...draft,
      ...categorised(draft.details, row.recipientType),
    });
    if (!(await repo.setIncidentIfNone(tx, row.id, created.id))) throw conflict('crc_incident_exists');
    await recordHistory(tx, {
      entityType: CRC_REQUEST_ENTITY,
      entityKey: row.id,
      action: 'incident',
      changes: { incident_id: [null, created.id] },
      by: caller,
    });
    return { incident_id: created.id };
  });
}
