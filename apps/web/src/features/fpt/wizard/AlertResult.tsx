import { fptStatusNameKey, shortAlertId } from '@afx/domain';
import { Descriptions, Flex, Result, Typography } from 'antd';
import { Link } from 'react-router';
import { CopyButton } from '../../../components/copy';
import { useFptTranslation } from '../useFptTranslation';
import type { CreatedAlert } from './alertWizardApi';

/** The wizard's result (spec 2 §2.1): the alert's status and id, what happens next, the outbound list. */
export function AlertResult({ alert }: { alert: CreatedAlert }) {
  const { t, tm } = useFptTranslation();
  return (
    <Result
      status="success"
      title={t('wizard.result.title')}
      subTitle={t('wizard.result.info')}
      extra={<Link to="/fpt/request-out">{t('wizard.result.outbound')}</Link>}
    >
      <Descriptions
        bordered
        size="small"
        column={1}
        items={[
          { key: 'status', label: t('wizard.result.status'), children: tm(fptStatusNameKey(alert.status)) },
          {
            key: 'id',
            label: t('wizard.result.alertId'),
            children: (
              <Flex gap="small" align="center">
                <Typography.Text code>{shortAlertId(alert.id)}</Typography.Text>
                <CopyButton text={alert.id} aria-label={t('wizard.result.copyId')} />
              </Flex>
            ),
          },
        ]}
      />
    </Result>
  );
}
