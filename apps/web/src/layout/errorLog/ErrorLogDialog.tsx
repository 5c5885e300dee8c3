import { formatInstantDateTime } from '@afx/domain';
import { Button, Descriptions, Empty, Flex, Modal, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorLog } from './errorLogStore';
import { useErrorLogEntries } from './useErrorLog';

/** Every recorded error with its message, info, URL and stack; Clear All empties the log. */
export function ErrorLogDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const entries = useErrorLogEntries();
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t('errorLog.title')}
      width={880}
      footer={
        <Flex justify="space-between">
          <Button danger disabled={entries.length === 0} onClick={() => errorLog.clear()}>
            {t('errorLog.clearAll')}
          </Button>
          <Button onClick={onClose}>{t('tags.close')}</Button>
        </Flex>
      }
    >
      {entries.length === 0 ? (
        <Empty description={t('errorLog.empty')} />
      ) : (
        <Flex vertical gap="middle" style={{ maxHeight: '60vh', overflow: 'auto' }}>
          {entries.map((entry) => (
            <Descriptions
              key={entry.id}
              bordered
              size="small"
              column={1}
              items={[
                {
                  key: 'message',
                  label: t('errorLog.message'),
                  children:
                    entry.level === 'refusal' ? (
                      <>
                        <Tag>{t('errorLog.refusal')}</Tag>
                        {entry.message}
                      </>
                    ) : (
                      entry.message
                    ),
                },
                { key: 'info', label: t('errorLog.info'), children: entry.info },
                { key: 'url', label: t('errorLog.url'), children: entry.url },
                {
                  key: 'time',
                  label: t('errorLog.time'),
                  // Kyiv time, as every screen shows times (not the browser's own zone).
                  children: formatInstantDateTime(new Date(entry.time)),
                },
                {
                  key: 'stack',
                  label: t('errorLog.stack'),
                  children: entry.stack ? (
                    <Typography.Paragraph className="afx-stack" copyable>
                      {entry.stack}
                    </Typography.Paragraph>
                  ) : (
                    '—'
                  ),
                },
              ]}
            />
          ))}
        </Flex>
      )}
    </Modal>
  );
}
