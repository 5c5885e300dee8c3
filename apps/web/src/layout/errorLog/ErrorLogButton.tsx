import { BugOutlined } from '@ant-design/icons';
import { Badge, Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useErrorLogEntries } from './useErrorLog';

/** The top bar's error-log badge: shown only when an error was recorded (refusals are not errors). */
export function ErrorLogButton({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation();
  const count = useErrorLogEntries().filter((entry) => entry.level === 'error').length;
  if (count === 0) return null;
  const label = t('errorLog.open', { count });
  return (
    <Tooltip title={label}>
      <Badge count={count} size="small" color="#cf1322" offset={[-4, 4]}>
        <Button
          type="text"
          danger
          aria-label={label}
          icon={<BugOutlined />}
          onClick={onOpen}
          data-testid="error-log-button"
        />
      </Badge>
    </Tooltip>
  );
}
