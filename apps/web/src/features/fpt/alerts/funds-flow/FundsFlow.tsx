import { Flex, Spin, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import type { FundsFlowNode } from '../../api/alertTypes';
import { useFptAlertsTranslation } from '../useFptAlertsTranslation';
import { useStatusName } from '../useStatusName';
import { fundsFlowSteps } from './fundsFlowSteps';

// The graph library stays out of the list page's bundle: it loads with the first flow shown.
const FundsFlowGraph = lazy(() => import('./FundsFlowGraph'));

/**
 * The chain the money took (spec 2 §3.2 funds_flow): a graph, and the same steps as a text list
 * for screen readers and for copying.
 */
export function FundsFlow({ nodes }: { nodes: readonly FundsFlowNode[] }) {
  const { t } = useFptAlertsTranslation();
  const { statusName } = useStatusName();
  const steps = fundsFlowSteps(nodes, { statusName, unknownIssuer: t('fundsFlow.unknownIssuer') });
  return (
    <Flex vertical gap="small" data-testid="funds-flow">
      <Suspense fallback={<Spin />}>
        <FundsFlowGraph steps={steps} label={t('fundsFlow.graph')} />
      </Suspense>
      <Typography.Text strong>{t('fundsFlow.list')}</Typography.Text>
      <ol aria-label={t('fundsFlow.list')} style={{ margin: 0, paddingInlineStart: 20 }}>
        {steps.map((step) => (
          <li key={step.id} style={{ marginInlineStart: step.depth * 16 }}>
            {[step.number, step.bank, step.status, step.amount].filter(Boolean).join(' — ')}
          </li>
        ))}
      </ol>
    </Flex>
  );
}
