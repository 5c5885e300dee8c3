import { canAccessRoute } from '@afx/domain';
import { Card, Collapse, Typography } from 'antd';
import { Link } from 'react-router';
import { useProfile } from '../../../app/auth/profileContext';
import { CrimeCheckStatusTable } from '../../help';
import { useInfoTranslation } from './useInfoTranslation';

/** A short guide to the service: what it is, what the figures count, the statuses, the full help. */
export function ServiceGuide() {
  const { t } = useInfoTranslation();
  const profile = useProfile();
  return (
    <Card size="small" title={t('guide.title')} data-testid="crc-info-guide">
      <Typography.Paragraph>{t('guide.text')}</Typography.Paragraph>
      <Typography.Paragraph>{t('guide.figures')}</Typography.Paragraph>
      {canAccessRoute(profile, '/help/crimecheck') ? (
        <Typography.Paragraph>
          <Link to="/help/crimecheck">{t('guide.help')}</Link>
        </Typography.Paragraph>
      ) : null}
      <Collapse
        size="small"
        items={[{ key: 'statuses', label: t('guide.statuses'), children: <CrimeCheckStatusTable /> }]}
      />
    </Card>
  );
}
