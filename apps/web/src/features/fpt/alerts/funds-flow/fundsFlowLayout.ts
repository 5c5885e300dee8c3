import type { FundsFlowNode } from '../../api/alertTypes';

/** A node placed in the chain: its depth from the first recipient and its place among its level. */
export interface PlacedNode {
  node: FundsFlowNode;
  depth: number;
  column: number;
}

/**
 * The chain as levels: the first recipient(s) (no parent in the flow) at depth 0, each forwarded
 * recipient one level below the alert it came from, in the server's order within a level. A node
 * whose parent is missing from the flow starts a chain of its own, as does a node only a cycle reaches.
 */
export function layoutFundsFlow(nodes: readonly FundsFlowNode[]): PlacedNode[] {
  const ids = new Set(nodes.map((node) => node.alert_id));
  const children = new Map<string, FundsFlowNode[]>();
  for (const node of nodes) {
    if (node.parent_id === null || !ids.has(node.parent_id)) continue;
    children.set(node.parent_id, [...(children.get(node.parent_id) ?? []), node]);
  }
  const placed: PlacedNode[] = [];
  const seen = new Set<string>();
  const columns = new Map<number, number>();
  let level = nodes.filter((node) => node.parent_id === null || !ids.has(node.parent_id));
  for (let depth = 0; level.length > 0; depth += 1) {
    const next: FundsFlowNode[] = [];
    for (const node of level) {
      if (seen.has(node.alert_id)) continue;
      seen.add(node.alert_id);
      const column = columns.get(depth) ?? 0;
      columns.set(depth, column + 1);
      placed.push({ node, depth, column });
      next.push(...(children.get(node.alert_id) ?? []));
    }
    level = next;
  }
  // Nodes only a cycle reaches (a broken chain) are still shown, each on its own.
  for (const node of nodes) {
    if (seen.has(node.alert_id)) continue;
    seen.add(node.alert_id);
    const column = columns.get(0) ?? 0;
    columns.set(0, column + 1);
    placed.push({ node, depth: 0, column });
  }
  return placed;
}

/** The card or account of a node. */
export const nodeNumber = (node: FundsFlowNode): string => node.pan ?? node.iban ?? '';
