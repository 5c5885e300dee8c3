import { Button, Flex, Form, Input, Select } from 'antd';
import { SUPPORTED_LANGUAGES } from '../../i18n/languages';
import type { AccountProfile, ProfileChange } from './accountApi';
import { applyServerFieldErrors } from '../../components/form';
import { LANGUAGE_NAMES } from './languageNames';
import { PROFILE_TEXT_MAX } from './profileLimits';
import { useAccountTranslation } from './useAccountTranslation';

export interface ProfileFormValues {
  full_name: string;
  position: string;
  locale: ProfileChange['locale'];
}

const FIELD_NAMES = ['full_name', 'position', 'locale'] as const;

interface ProfileFormProps {
  profile: AccountProfile;
  saving: boolean;
  /** Rejects with the server's error, whose field errors the form then shows. */
  onSave: (values: ProfileFormValues) => Promise<unknown>;
  onCancel: () => void;
}

/** The fields a user may change: full name, position and language. */
export function ProfileForm({ profile, saving, onSave, onCancel }: ProfileFormProps) {
  const { t } = useAccountTranslation();
  const [form] = Form.useForm<ProfileFormValues>();
  const tooLong = t('common.tooLong', { max: PROFILE_TEXT_MAX });
  return (
    <Form<ProfileFormValues>
      form={form}
      layout="vertical"
      style={{ maxWidth: 520 }}
      initialValues={{
        full_name: profile.full_name,
        position: profile.position ?? '',
        locale: profile.locale,
      }}
      onFinish={(values) =>
        onSave(values).catch((error: unknown) => applyServerFieldErrors(form, error, FIELD_NAMES))
      }
    >
      <Form.Item
        name="full_name"
        label={t('profile.fullName')}
        rules={[
          { required: true, whitespace: true, message: t('common.required') },
          { max: PROFILE_TEXT_MAX, message: tooLong },
        ]}
      >
        <Input autoComplete="name" />
      </Form.Item>
      <Form.Item
        name="position"
        label={t('profile.position')}
        rules={[{ max: PROFILE_TEXT_MAX, message: tooLong }]}
      >
        <Input autoComplete="organization-title" />
      </Form.Item>
      <Form.Item name="locale" label={t('profile.language')} rules={[{ required: true }]}>
        <Select
          options={SUPPORTED_LANGUAGES.map((language) => ({
            value: language,
            label: LANGUAGE_NAMES[language],
          }))}
        />
      </Form.Item>
      <Flex gap="small">
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('common.save')}
        </Button>
        <Button onClick={onCancel} disabled={saving}>
          {t('common.cancel')}
        </Button>
      </Flex>
    </Form>
  );
}
