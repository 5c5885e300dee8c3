import { Typography } from 'antd';
import { useIncidentsTranslation } from '../useIncidentsTranslation';
import { identifierSearchLink, type SharedIdentifierFilter } from './sharedIdentifier';
import { useSharedIdentifierCount } from './useSharedIdentifierCount';

interface SharedIdentifierHintProps {
  filter: SharedIdentifierFilter;
  value: string;
}

/** "Other members: N incidents with this value", linking to that search in a new tab. */
export function SharedIdentifierHint({ filter, value }: SharedIdentifierHintProps) {
  const { t } = useIncidentsTranslation();
  const count = useSharedIdentifierCount(filter, value, true);
  if (!count || count.others === 0) return null;
  return (
    <Typography.Text type="warning" data-testid={`shared-${filter}`} style={{ display: 'block' }}>
      {count.more
        ? t('shared.atLeast', { count: count.others })
        : t('shared.exactly', { count: count.others })}{' '}
      <a href={identifierSearchLink(filter, count.value)} target="_blank" rel="noopener noreferrer">
        {t('shared.open')}
      </a>
    </Typography.Text>
  );
}
