import { groupInFours } from '@afx/domain';
import type { FundsFlowNode } from '../../api/alertTypes';
import { amountText } from '../alertText';
import { layoutFundsFlow, nodeNumber } from './fundsFlowLayout';

/** One step of the flow as both views show it. */
export interface FundsFlowStep {
  id: string;
  /** The step the money came from; none for the first recipient. */
  parentId: string | null;
  depth: number;
  column: number;
  number: string;
  bank: string;
  status: string;
  /** The amount that went to this step ('' when not known). */
  amount: string;
}

/** The steps in the graph's order, with names: the bank (or its country), the status. */
export function fundsFlowSteps(
  nodes: readonly FundsFlowNode[],
  names: { statusName: (id: number) => string; unknownIssuer: string },
): FundsFlowStep[] {
  const placed = layoutFundsFlow(nodes);
  const shownIds = new Set(placed.map((item) => item.node.alert_id));
  return placed.map(({ node, depth, column }) => ({
    id: node.alert_id,
    parentId: node.parent_id !== null && shownIds.has(node.parent_id) && depth > 0 ? node.parent_id : null,
    depth,
    column,
    number: groupInFours(nodeNumber(node)),
    bank: node.issuer_info.issuer_org_name ?? node.issuer_info.issuer_country_name ?? names.unknownIssuer,
    status: names.statusName(node.status_id),
    amount: amountText(node.total_amount, node.currency_code),
  }));
}
