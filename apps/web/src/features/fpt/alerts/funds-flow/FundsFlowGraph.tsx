import { Background, Controls, ReactFlow, type Edge, type Node } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import type { FundsFlowStep } from './fundsFlowSteps';

const COLUMN_WIDTH = 260;
const ROW_HEIGHT = 130;

/**
 * The funds flow drawn as a graph (@xyflow/react, loaded only with the dialog that shows it): a
 * box per card or account with its bank and status, an arrow per forwarding with the amount.
 * Read-only: nodes do not move or connect; the text list beside it says the same.
 */
export default function FundsFlowGraph({ steps, label }: { steps: readonly FundsFlowStep[]; label: string }) {
  const nodes: Node[] = steps.map((step) => ({
    id: step.id,
    position: { x: step.column * COLUMN_WIDTH, y: step.depth * ROW_HEIGHT },
    data: {
      label: (
        <div style={{ fontSize: 12, lineHeight: 1.4 }}>
          <div style={{ fontFamily: 'monospace' }}>{step.number}</div>
          <div>{step.bank}</div>
          <div style={{ opacity: 0.75 }}>{step.status}</div>
        </div>
      ),
    },
    style: { width: COLUMN_WIDTH - 40 },
  }));
  const edges: Edge[] = steps.flatMap((step) =>
    step.parentId
      ? [{ id: `${step.parentId}->${step.id}`, source: step.parentId, target: step.id, label: step.amount }]
      : [],
  );
  return (
    <div style={{ height: 320, border: '1px solid var(--ant-color-border, #d9d9d9)' }} aria-hidden>
      <ReactFlow
        nodes={nodes}
        edges={edges}
        fitView
        nodesDraggable={false}
        nodesConnectable={false}
        elementsSelectable={false}
        aria-label={label}
      >
        <Background />
        <Controls showInteractive={false} />
      </ReactFlow>
    </div>
  );
}
