import { Alert, Typography } from 'antd';
import { CrimeCheckStatusTable } from './CrimeCheckStatusTable';
import { HelpArticle } from './HelpArticle';
import { HelpSection } from './HelpSection';
import { HelpSteps } from './HelpSteps';
import { useHelpTranslation } from './useHelpTranslation';

const WHERE_ITEMS = ['list', 'filters', 'open', 'extended'] as const;
const WORKFLOW_STEPS = ['open', 'take', 'prepare', 'reply', 'reject', 'change'] as const;
const REPLY_PARTS = ['transactions', 'offline', 'geodata', 'cardholder', 'notes'] as const;
const INCIDENT_ITEMS = ['create', 'view', 'rights'] as const;
const PRACTICE_ITEMS = ['daily', 'deadline', 'facts', 'minimum', 'history', 'setup'] as const;

/** /help/crimecheck (U22, E22): answering the cyber police's requests. */
export function CrimeCheckHelpPage() {
  const { t } = useHelpTranslation();
  return (
    <HelpArticle intro={t('crimeCheck.intro')}>
      <HelpSection title={t('crimeCheck.whereTitle')}>
        <ul>
          {WHERE_ITEMS.map((key) => (
            <li key={key}>{t(`crimeCheck.where.${key}`)}</li>
          ))}
        </ul>
      </HelpSection>
      <HelpSection title={t('crimeCheck.statusesTitle')}>
        <CrimeCheckStatusTable />
      </HelpSection>
      <HelpSection title={t('crimeCheck.workflowTitle')}>
        <HelpSteps
          steps={WORKFLOW_STEPS.map((key) => ({
            key,
            title: t(`crimeCheck.workflow.${key}.title`),
            text: t(`crimeCheck.workflow.${key}.text`),
          }))}
        />
      </HelpSection>
      <HelpSection title={t('crimeCheck.replyTitle')}>
        <ul>
          {REPLY_PARTS.map((key) => (
            <li key={key}>{t(`crimeCheck.reply.${key}`)}</li>
          ))}
        </ul>
        <Alert type="info" showIcon title={t('crimeCheck.replyRule')} />
        <Typography.Paragraph style={{ marginTop: 12 }}>{t('crimeCheck.rejectRule')}</Typography.Paragraph>
      </HelpSection>
      <HelpSection title={t('crimeCheck.incidentTitle')}>
        <ul>
          {INCIDENT_ITEMS.map((key) => (
            <li key={key}>{t(`crimeCheck.incident.${key}`)}</li>
          ))}
        </ul>
      </HelpSection>
      <HelpSection title={t('crimeCheck.practiceTitle')}>
        <ul>
          {PRACTICE_ITEMS.map((key) => (
            <li key={key}>{t(`crimeCheck.practice.${key}`)}</li>
          ))}
        </ul>
      </HelpSection>
    </HelpArticle>
  );
}
