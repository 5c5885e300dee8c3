import { Typography } from 'antd';
import { PASSWORD_MIN_LENGTH } from './passwordRules';
import { useAccountTranslation } from './useAccountTranslation';

/** The rules, shown before the user types rather than only as errors. */
export function PasswordRules() {
  const { t } = useAccountTranslation();
  return (
    <Typography>
      <Typography.Text strong id="password-rules-title">
        {t('password.rulesTitle')}
      </Typography.Text>
      <ul aria-labelledby="password-rules-title" style={{ marginTop: 4 }}>
        <li>{t('password.ruleLength', { min: PASSWORD_MIN_LENGTH })}</li>
        <li>{t('password.ruleLogin')}</li>
        <li>{t('password.ruleRepeat')}</li>
      </ul>
      <Typography.Text type="secondary">{t('password.ruleAdvice')}</Typography.Text>
    </Typography>
  );
}
