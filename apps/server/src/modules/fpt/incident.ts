import { transaction } from '../../platform/db/after-commit.js';
import {
  type FptSide,
  checkIncidentServiceAccess,
  fptIncidentDraft,
  fptStatusAllowsIncident,
} from '@afx/domain';
import type { Caller } from '../../platform/auth/caller.js';
import type { Db } from '../../platform/db/pool.js';
import { recordHistory } from '../../platform/history/history.js';
import { conflict, forbidden, notFound } from '../../platform/http/errors.js';
import { createIncidentFromBasis } from '../incidents/index.js';
import { FPT_ALERT_ENTITY, alertOfAnySide } from './access.js';
import type { AlertIncidentRequest } from './api.js';
import * as repo from './repository.js';
import { incidentColumnOf } from './view.js';

/**
 * The seeded incident category an alert's draft takes by default: a card recipient is a 'Card
 * compromise' (payment card fraud, the pan its required field); an account recipient is a
 * 'Recipient account of a fraudulent transfer', whose IBAN the description carries (no category has
 * an IBAN field) and whose holder the bank may add later.
 */
const DEFAULT_CATEGORY_DOMAIN = { card: 1, account: 11 } as const;

/**
 * /alert/create_incident: the draft of spec 2 §3.10 saved through the incident registry, and its id
 * kept on the alert, the recipient's as incident_id and the sender's as incident_id2. One per side;
 * only from a status that allows one (§4.2).
 */
export async function createIncidentFromAlert(db: Db, caller: Caller, request: AlertIncidentRequest) {
  const refusal = checkIncidentServiceAccess(caller);
  if (refusal) throw forbidden(refusal);
  const { alert, sides } = await alertOfAnySide(db, caller, request.id);
  const side: FptSide = request.side ?? (sides.includes('recipient') ? 'recipient' : 'sender');
  if (!sides.includes(side)) throw notFound();
  if (!fptStatusAllowsIncident(alert.statusId)) throw conflict('fpt_incident_not_allowed');
  const column = incidentColumnOf(side);
  if (alert[column] !== null) throw conflict('fpt_incident_exists');
  const draft = fptIncidentDraft(alert);
  const categoryDomainId =
    request.category_domain_id ??
    DEFAULT_CATEGORY_DOMAIN[alert.recipientType === 'account' ? 'account' : 'card'];
  return transaction(db, async (tx) => {
    const created = await createIncidentFromBasis(tx, caller, {
      ...draft,
      category_domain_id: categoryDomainId,
      details: { ...draft.details, ...request.details },
    });
    if (!(await repo.setIncidentIfNone(tx, alert.id, column, created.id)))
      throw conflict('fpt_incident_exists');
    await recordHistory(tx, {
      entityType: FPT_ALERT_ENTITY,
      entityKey: alert.id,
      action: 'incident',
      changes: { [column === 'incidentId' ? 'incident_id' : 'incident_id2']: [null, created.id] },
      by: caller,
    });
    return { id: alert.id, incident_id: created.id };
  });
}
