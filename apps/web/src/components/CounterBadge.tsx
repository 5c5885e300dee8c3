import { counterBadgeText } from '@afx/domain';
import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';

/** Dark enough for white digits to reach 4.5:1, unlike antd's default red. */
const BADGE_COLOUR = '#cf1322';

/** A service's count of new items, by the spec's rule: nothing below 1, then the number, '99+' from 100. */
export function CounterBadge({ count, testId }: { count: number | null; testId?: string }) {
  const { t } = useTranslation();
  const text = count === null ? '' : counterBadgeText(count);
  if (text === '') return null;
  return (
    <Badge
      count={text}
      color={BADGE_COLOUR}
      size="small"
      title={t('layout.newItems', { count: text })}
      data-testid={testId}
      style={{ boxShadow: 'none' }}
    />
  );
}
