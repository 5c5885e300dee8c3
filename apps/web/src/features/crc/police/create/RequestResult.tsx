import { Button, Descriptions, Flex, Result, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { CopyButton } from '../../../../components/copy';
import type { FiledRequest } from '../api/policeTypes';
import { StatusTag } from '../list/StatusTag';
import { POLICE_ROUTES } from '../policeRoutes';
import { usePoliceTranslation } from '../usePoliceTranslation';

/** After filing: the 12-digit id (with a copy button) and the status the request was routed to. */
export function RequestResult({ filed, onAnother }: { filed: FiledRequest; onAnother: () => void }) {
  const { t } = usePoliceTranslation();
  const navigate = useNavigate();
  const meaning = (['1', '2', '3', '4', '5', '6', '7'] as const).find(
    (key) => key === String(filed.status_id),
  );
  return (
    <Result
      status={filed.status_id === 4 ? 'success' : 'warning'}
      title={t('result.title')}
      subTitle={meaning ? t(`statusMeaning.${meaning}`) : undefined}
      extra={
        <Flex gap="small" justify="center" wrap>
          <Button type="primary" onClick={() => void navigate(POLICE_ROUTES.request(filed.request_id))}>
            {t('result.open')}
          </Button>
          <Button onClick={onAnother}>{t('result.another')}</Button>
          <Button onClick={() => void navigate(POLICE_ROUTES.list)}>{t('result.list')}</Button>
        </Flex>
      }
      data-testid="filing-result"
    >
      <Descriptions
        bordered
        size="small"
        column={1}
        items={[
          {
            key: 'id',
            label: t('result.requestId'),
            children: (
              <Flex gap="small" align="center">
                <Typography.Text code>{filed.request_id}</Typography.Text>
                <CopyButton text={filed.request_id} aria-label={t('result.copyId')} />
              </Flex>
            ),
          },
          { key: 'status', label: t('result.status'), children: <StatusTag statusId={filed.status_id} /> },
        ]}
      />
    </Result>
  );
}
