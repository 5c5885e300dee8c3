import { Alert, Typography } from 'antd';
import { AtmFieldsTable } from './AtmFieldsTable';
import { AtmUploadColumnsTable } from './AtmUploadColumnsTable';
import { HelpArticle } from './HelpArticle';
import { HelpSection } from './HelpSection';
import { HelpSteps } from './HelpSteps';
import { useHelpTranslation } from './useHelpTranslation';

const RIGHTS = ['own', 'all', 'mutable'] as const;
const CITY_ITEMS = ['type', 'same', 'file', 'old'] as const;
const UPLOAD_STEPS = ['template', 'fill', 'choose', 'check', 'rows', 'finish'] as const;
const DELETE_ITEMS = ['single', 'history'] as const;
const PRACTICE_ITEMS = ['regular', 'geo', 'description'] as const;

/** /help/atm-list (U1008, E1008): keeping the ATM directory. */
export function AtmListHelpPage() {
  const { t } = useHelpTranslation();
  return (
    <HelpArticle intro={t('atmList.intro')}>
      <HelpSection title={t('atmList.rightsTitle')}>
        <ul>
          {RIGHTS.map((key) => (
            <li key={key}>{t(`atmList.rights.${key}`)}</li>
          ))}
        </ul>
      </HelpSection>
      <HelpSection title={t('atmList.searchTitle')}>
        <Typography.Paragraph>{t('atmList.search')}</Typography.Paragraph>
      </HelpSection>
      <HelpSection title={t('atmList.fieldsTitle')}>
        <AtmFieldsTable />
      </HelpSection>
      <HelpSection title={t('atmList.cityTitle')}>
        <ul>
          {CITY_ITEMS.map((key) => (
            <li key={key}>{t(`atmList.city.${key}`)}</li>
          ))}
        </ul>
      </HelpSection>
      <HelpSection title={t('atmList.uploadTitle')}>
        <HelpSteps
          steps={UPLOAD_STEPS.map((key) => ({
            key,
            title: t(`atmList.uploadSteps.${key}.title`),
            text: t(`atmList.uploadSteps.${key}.text`),
          }))}
        />
        <Typography.Title level={3} style={{ fontSize: 16 }}>
          {t('atmList.uploadColumnsTitle')}
        </Typography.Title>
        <AtmUploadColumnsTable />
      </HelpSection>
      <HelpSection title={t('atmList.deleteTitle')}>
        <Alert type="warning" showIcon title={t('atmList.delete.when')} />
        <ul style={{ marginTop: 12 }}>
          {DELETE_ITEMS.map((key) => (
            <li key={key}>{t(`atmList.delete.${key}`)}</li>
          ))}
        </ul>
      </HelpSection>
      <HelpSection title={t('atmList.practiceTitle')}>
        <ul>
          {PRACTICE_ITEMS.map((key) => (
            <li key={key}>{t(`atmList.practice.${key}`)}</li>
          ))}
        </ul>
      </HelpSection>
    </HelpArticle>
  );
}
