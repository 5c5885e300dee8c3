import { incidentRouteIntent, numericParam, type IncidentRouteQuery } from '@afx/domain';
import type { IncidentDrawerTarget } from '../drawer/drawerTarget';

/** The hidden pages name their action by their path (spec 1 §2): /incidents/create?domainId=… */
const PATH_ACTIONS: Readonly<Record<string, string>> = {
  '/incidents/create': 'create',
  '/incidents/update': 'update',
  '/incidents/read': 'read',
  '/incidents/delete': 'delete',
};

/**
 * What the incident screen opens for its address: the drawer of spec 1 §2's action (parsed by the
 * domain's incidentRouteIntent), one incident for /incidents/id/{id}, or nothing (the search).
 */
export function drawerTargetOf(
  pathname: string,
  search: URLSearchParams,
  idParam: string | undefined,
): IncidentDrawerTarget | null {
  if (idParam !== undefined) {
    const id = numericParam(idParam);
    return id > 0 ? { kind: 'existing', key: { id } } : null;
  }
  const query: Record<string, string> = Object.fromEntries(search.entries());
  const pathAction = PATH_ACTIONS[pathname.replace(/\/+$/, '')];
  if (pathAction) query.action = pathAction;
  const intent = incidentRouteIntent(query satisfies IncidentRouteQuery);
  switch (intent.kind) {
    case 'create':
      return { kind: 'new', domainId: intent.domainId, forumTopicId: intent.topicId };
    case 'update':
    case 'read':
    case 'delete':
      return {
        kind: 'existing',
        key: { id2: intent.incidentId2, forum_msg_id: intent.forumMsgId },
        intent: intent.kind,
      };
    case 'open':
      return { kind: 'existing', key: { id2: intent.incidentId2 } };
    case 'search':
      return null;
  }
}
