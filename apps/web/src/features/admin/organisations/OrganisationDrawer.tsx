import { HistoryOutlined } from '@ant-design/icons';
import {
  ORGANISATION_NAME_MAX,
  ORGANISATION_SHORT_NAME_MAX,
  isEmailDomain,
  normalizeEmailDomain,
  organisationCreateSchema,
} from '@afx/domain';
import { App, Button, Col, Divider, Drawer, Flex, Form, Input, Row, Select, Space, Switch, Tag } from 'antd';
import { useState } from 'react';
import { applyServerFieldErrors } from '../../../components/form';
import { adminApi } from '../api/adminApi';
import {
  ORGANISATION_SERVICES,
  ORGANISATION_TYPES,
  IBAN_SERVICES,
  type OrganisationView,
} from '../api/types';
import { CodesField } from '../shared/CodesField';
import { domainRule } from '../shared/domainRule';
import { ReasonModal } from '../shared/ReasonModal';
import { useAdminTranslation } from '../useAdminTranslation';
import { IconField } from './IconField';
import {
  NEW_ORGANISATION,
  formFieldOf,
  formValuesOf,
  isBank,
  organisationInputOf,
  type OrganisationFormValues,
} from './organisationForm';
import { SystemsSection } from './SystemsSection';
import { CopyButton } from '../../../components/copy';
import { useComponentsTranslation } from '../../../components/i18n/useComponentsTranslation';

interface OrganisationDrawerProps {
  /** The organisation as the server answered it (the address's, or a change's); null: a new one. */
  organisation: OrganisationView | null;
  onClose: () => void;
  /** After a create or an update: the organisation as saved. */
  onSaved: (saved: OrganisationView) => void;
  /** After a change whose answer is not the organisation (activation, icon, systems): read it again. */
  onChanged: () => void;
  onHistory: (organisation: OrganisationView) => void;
  /** The organisation's absolute address: a 'Copy link' button beside its name. */
  link?: string;
}

const EMAIL_MAX = 100;

/** The organisation's drawer: its details, services, codes, icon and systems; its deactivation. */
export function OrganisationDrawer({
  organisation,
  onClose,
  onSaved,
  onChanged,
  onHistory,
  link,
}: OrganisationDrawerProps) {
  const { t } = useAdminTranslation();
  const { t: tc } = useComponentsTranslation();
  return (
    <Drawer
      open
      size={760}
      onClose={onClose}
      destroyOnHidden
      title={
        organisation ? (
          <Space>
            {organisation.name}
            {organisation.active ? null : <Tag color="red">{t('common.activeNo')}</Tag>}
            {link ? <CopyButton text={link} aria-label={tc('copyRecordLink')} /> : null}
          </Space>
        ) : (
          t('organisations.createTitle')
        )
      }
      extra={
        organisation ? (
          <Button icon={<HistoryOutlined />} onClick={() => onHistory(organisation)}>
            {t('common.history')}
          </Button>
        ) : null
      }
    >
      <OrganisationForm
        // A fresh form for the organisation as the server answered it.
        key={organisation ? `${organisation.id}` : 'new'}
        organisation={organisation}
        onSaved={onSaved}
        onChanged={onChanged}
        onCancel={onClose}
      />
    </Drawer>
  );
}

interface OrganisationFormProps {
  organisation: OrganisationView | null;
  onSaved: (saved: OrganisationView) => void;
  onChanged: () => void;
  onCancel: () => void;
}

function OrganisationForm({ organisation, onSaved, onChanged, onCancel }: OrganisationFormProps) {
  const { t, tm } = useAdminTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<OrganisationFormValues>();
  const [saving, setSaving] = useState(false);
  const [reasonFor, setReasonFor] = useState<'activate' | 'deactivate' | null>(null);
  const type = Form.useWatch('type', form);
  // Each field as the server checks it: the domain's schema over the whole form.
  const rule = (field: keyof OrganisationFormValues) =>
    domainRule(organisationCreateSchema, organisationInputOf, field, tm);

  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const input = organisationInputOf(values);
    setSaving(true);
    try {
      const saved = organisation
        ? await adminApi.updateOrganisation({ id: organisation.id, ...input })
        : await adminApi.createOrganisation(input);
      void message.success(t(organisation ? 'organisations.updated' : 'organisations.created'));
      onSaved(saved);
    } catch (error) {
      applyServerFieldErrors(form, error, formFieldOf);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Form<OrganisationFormValues>
        form={form}
        layout="vertical"
        name="admin_organisation"
        initialValues={organisation ? formValuesOf(organisation) : NEW_ORGANISATION}
      >
        <Divider titlePlacement="start">{t('organisations.sections.details')}</Divider>
        <Row gutter={16}>
          <Col span={24}>
            <Form.Item name="name" label={t('organisations.fields.name')} rules={[rule('name')]}>
              <Input maxLength={ORGANISATION_NAME_MAX} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="short_name"
              label={t('organisations.fields.short_name')}
              rules={[rule('short_name')]}
            >
              <Input maxLength={ORGANISATION_SHORT_NAME_MAX} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="type" label={t('organisations.fields.type')} rules={[rule('type')]}>
              <Select options={ORGANISATION_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="country" label={t('organisations.fields.country')} rules={[rule('country')]}>
              <Input maxLength={2} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="edrpou" label={t('organisations.fields.edrpou')} rules={[rule('edrpou')]}>
              <Input maxLength={8} autoComplete="off" inputMode="numeric" />
            </Form.Item>
          </Col>
          {/* Only a bank has an MFO. */}
          {isBank(type) ? (
            <Col xs={24} md={8}>
              <Form.Item name="mfo" label={t('organisations.fields.mfo')} rules={[rule('mfo')]}>
                <Input maxLength={6} autoComplete="off" inputMode="numeric" />
              </Form.Item>
            </Col>
          ) : null}
          <Col span={24}>
            <Form.Item
              name="email_domains"
              label={t('organisations.fields.email_domains')}
              extra={t('organisations.domainsHint')}
              normalize={(value: string[]) => [...new Set(value.map(normalizeEmailDomain).filter(Boolean))]}
              rules={[
                {
                  validator: async (_rule, value: string[] | undefined) => {
                    const wrong = (value ?? []).filter((domain) => !isEmailDomain(domain));
                    if (wrong.length > 0)
                      throw new Error(`${tm('admin_email_domain_invalid')}: ${wrong.join(', ')}`);
                  },
                },
              ]}
            >
              <Select mode="tags" open={false} tokenSeparators={[',', ' ', ';']} suffixIcon={null} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="monitoring_email"
              label={t('organisations.fields.monitoring_email')}
              rules={[rule('monitoring_email')]}
            >
              <Input maxLength={EMAIL_MAX} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="notification_email"
              label={t('organisations.fields.notification_email')}
              rules={[rule('notification_email')]}
            >
              <Input maxLength={EMAIL_MAX} autoComplete="off" />
            </Form.Item>
          </Col>
        </Row>

        <Divider titlePlacement="start">{t('organisations.sections.icon')}</Divider>
        <IconField
          icon={organisation?.icon ?? null}
          upload={
            organisation
              ? async (file) => {
                  await adminApi.uploadIcon(organisation.id, file);
                  onChanged();
                }
              : null
          }
        />

        <Divider titlePlacement="start">{t('organisations.sections.services')}</Divider>
        <Row gutter={16}>
          {ORGANISATION_SERVICES.map((service) => (
            <Col xs={24} md={12} key={service}>
              <Form.Item
                name={['services', service]}
                valuePropName="checked"
                label={t(`services.${service}`)}
              >
                <Switch aria-label={t(`services.${service}`)} />
              </Form.Item>
            </Col>
          ))}
        </Row>

        <Divider titlePlacement="start">{t('organisations.sections.iban')}</Divider>
        <Row gutter={16}>
          {IBAN_SERVICES.map((service) => (
            <Col xs={24} md={12} key={service}>
              <Form.Item
                name={['iban_access', service]}
                valuePropName="checked"
                label={t('organisations.ibanOf', { service: t(`services.${service}`) })}
              >
                <Switch aria-label={t('organisations.ibanOf', { service: t(`services.${service}`) })} />
              </Form.Item>
            </Col>
          ))}
        </Row>

        <Divider titlePlacement="start">{t('organisations.sections.codes')}</Divider>
        <Form.Item name="grantable_codes" extra={t('organisations.codesHint')}>
          <CodesField />
        </Form.Item>

        <Flex gap="small" wrap justify="space-between" style={{ marginBottom: 24 }}>
          <Space wrap>
            <Button type="primary" loading={saving} onClick={() => void save()}>
              {organisation ? t('common.save') : t('common.create')}
            </Button>
            <Button onClick={onCancel}>{t('common.cancel')}</Button>
          </Space>
          {organisation ? (
            organisation.active ? (
              <Button danger onClick={() => setReasonFor('deactivate')}>
                {t('organisations.deactivate')}
              </Button>
            ) : (
              <Button onClick={() => setReasonFor('activate')}>{t('organisations.activate')}</Button>
            )
          ) : null}
        </Flex>
      </Form>
      {/* Outside the form: each system has its own. */}
      {organisation ? (
        <>
          <Divider titlePlacement="start">{t('organisations.sections.systems')}</Divider>
          <SystemsSection orgId={organisation.id} endpoints={organisation.endpoints} onChanged={onChanged} />
          <ReasonModal
            open={reasonFor !== null}
            danger={reasonFor === 'deactivate'}
            title={t(
              reasonFor === 'activate' ? 'organisations.activateTitle' : 'organisations.deactivateTitle',
              {
                name: organisation.name,
              },
            )}
            okText={t(reasonFor === 'activate' ? 'organisations.activate' : 'organisations.deactivate')}
            onClose={() => setReasonFor(null)}
            onConfirm={async (reason) => {
              if (reasonFor === 'activate') await adminApi.activateOrganisation(organisation.id, reason);
              else await adminApi.deactivateOrganisation(organisation.id, reason);
              void message.success(
                t(reasonFor === 'activate' ? 'organisations.activated' : 'organisations.deactivated'),
              );
              onChanged();
            }}
          />
        </>
      ) : null}
    </>
  );
}
