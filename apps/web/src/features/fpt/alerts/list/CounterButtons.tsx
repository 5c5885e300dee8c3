import { FPT_COUNTER_GROUPS, type FptCounterGroup } from '@afx/domain';
import { Button, Flex, Typography } from 'antd';
import type { AlertListAnswer } from '../../api/alertTypes';
import { useFptAlertsTranslation } from '../useFptAlertsTranslation';

type Counter = { count: number | null; money: string | null };

const GROUPS = Object.keys(FPT_COUNTER_GROUPS) as FptCounterGroup[];

/** The answer's counters, or nothing known when the list failed (its answer is the empty list). */
function countersOf(answer: Partial<AlertListAnswer> | undefined): Record<FptCounterGroup, Counter> {
  const known = typeof answer?.inprocess_count === 'number';
  return {
    in_process: known
      ? { count: answer.inprocess_count ?? null, money: answer.inprocess_money ?? null }
      : UNKNOWN,
    possibility: known
      ? { count: answer.possibility_count ?? null, money: answer.possibility_money ?? null }
      : UNKNOWN,
    success: known ? { count: answer.success_count ?? null, money: answer.success_money ?? null } : UNKNOWN,
  };
}
const UNKNOWN: Counter = { count: null, money: null };

const sameStatuses = (a: readonly number[], b: readonly number[]): boolean =>
  a.length === b.length && [...a].sort().join(',') === [...b].sort().join(',');

interface CounterButtonsProps {
  answer: Partial<AlertListAnswer> | undefined;
  /** The statuses the applied filter holds: the matching button shows as chosen. */
  statuses: readonly number[];
  onFilter: (statusIds: number[]) => void;
}

/**
 * The three counters (in process, possibility, success) with their count and amount in hryvnia,
 * '?' when unknown (a group mixing currencies, or a failed list); each filters by its statuses.
 */
export function CounterButtons({ answer, statuses, onFilter }: CounterButtonsProps) {
  const { t, tm } = useFptAlertsTranslation();
  const counters = countersOf(answer);
  const unknown = t('list.unknown');
  return (
    <Flex gap={8} wrap role="group" aria-label={t('filter.status')}>
      {GROUPS.map((group) => {
        const { statusIds, titleKey } = FPT_COUNTER_GROUPS[group];
        const { count, money } = counters[group];
        const chosen = sameStatuses(statusIds, statuses);
        return (
          <Button
            key={group}
            type={chosen ? 'primary' : 'default'}
            aria-pressed={chosen}
            data-testid={`counter-${group}`}
            onClick={() => onFilter([...statusIds])}
            style={{ height: 'auto', paddingBlock: 4 }}
          >
            <Flex vertical align="start">
              <Typography.Text style={{ color: 'inherit' }}>{tm(titleKey)}</Typography.Text>
              <Typography.Text strong style={{ color: 'inherit' }}>
                {count ?? unknown} · {t('list.counterAmount', { amount: money ?? unknown })}
              </Typography.Text>
            </Flex>
          </Button>
        );
      })}
    </Flex>
  );
}
