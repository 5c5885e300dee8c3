/** The query of the incident screen and its hidden pages (spec 1 §2). */
export type IncidentRouteQuery = Readonly<Record<string, string | readonly string[] | null | undefined>>;

export type IncidentRouteIntent =
  | { readonly kind: 'search' }
  | {
      readonly kind: 'create';
      readonly domainId: number;
      readonly topicId: number;
      readonly extra: readonly number[];
    }
  | {
      readonly kind: 'update' | 'read' | 'delete';
      readonly domainId: number;
      readonly incidentId2: number;
      readonly forumMsgId: number;
    }
  | { readonly kind: 'open'; readonly incidentId2: number };

/** "A numeric parameter that is not a number becomes 0." */
export function numericParam(value: string | readonly string[] | null | undefined): number {
  const text = Array.isArray(value) ? value[0] : value;
  if (typeof text !== 'string' || !/^\d+$/.test(text.trim())) return 0;
  const number = Number(text.trim());
  return Number.isSafeInteger(number) ? number : 0;
}

/**
 * What the incident screen should do for its query: create with domainId>0 and a1>0 opens a new
 * incident for a forum topic; update, read or delete need incidentId2, domainId and forumMsgId;
 * open needs incidentId2; anything else is the search list.
 */
export function incidentRouteIntent(query: IncidentRouteQuery): IncidentRouteIntent {
  const rawAction = query['action'];
  const action = (Array.isArray(rawAction) ? rawAction[0] : rawAction) ?? 'search';
  const domainId = numericParam(query['domainId']);
  const incidentId2 = numericParam(query['incidentId2']);
  const forumMsgId = numericParam(query['forumMsgId']);
  switch (action) {
    case 'create': {
      const topicId = numericParam(query['a1']);
      const extra = [numericParam(query['a2']), numericParam(query['a3']), numericParam(query['a4'])];
      return domainId > 0 && topicId > 0 ? { kind: 'create', domainId, topicId, extra } : { kind: 'search' };
    }
    case 'update':
    case 'read':
    case 'delete':
      return incidentId2 > 0 && domainId > 0 && forumMsgId > 0
        ? { kind: action, domainId, incidentId2, forumMsgId }
        : { kind: 'search' };
    case 'open':
      return incidentId2 > 0 ? { kind: 'open', incidentId2 } : { kind: 'search' };
    default:
      return { kind: 'search' };
  }
}
