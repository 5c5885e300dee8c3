import { Form, type FormInstance } from 'antd';
import type { CategoryDomain } from '../api/incidentTypes';
import { useDomainText } from '../useDomainText';
import { useIncidentsTranslation } from '../useIncidentsTranslation';
import { CategoryDomainSelect } from './CategoryDomainSelect';
import { IncidentFields } from './IncidentFields';
import type { IncidentFormValues } from './incidentFormValues';
import { RequiredSetTabs } from './RequiredSetTabs';

interface IncidentFormProps {
  form: FormInstance<IncidentFormValues>;
  initialValues: IncidentFormValues;
  domains: readonly CategoryDomain[];
  domainsLoading: boolean;
  /** The chosen category-domain, once chosen. */
  domain: CategoryDomain | undefined;
  canEdit: boolean;
  canEditCategory: boolean;
  isNew: boolean;
  setIndex: number;
  onSetIndexChange: (index: number) => void;
  onCategoryChange: () => void;
}

/** The incident form: category-domain, its 'Option N' tabs, and only the fields it shows. */
export function IncidentForm(props: IncidentFormProps) {
  const { t } = useIncidentsTranslation();
  const { text } = useDomainText();
  const { domain, canEdit } = props;
  const visible = new Set(domain?.fields ?? []);
  const required = new Set(domain?.required_sets[props.setIndex]?.fields ?? []);

  return (
    <Form<IncidentFormValues>
      form={props.form}
      // A form name prefixes the field ids: the list's filter box has fields of the same names.
      name="incident"
      layout="vertical"
      initialValues={props.initialValues}
      disabled={!canEdit}
      data-testid="incident-form"
    >
      <Form.Item
        name="category_domain_id"
        label={t('fields.category_domain_id')}
        rules={[{ required: true, message: text('required_field') }]}
        extra={domain?.description}
      >
        <CategoryDomainSelect
          domains={props.domains}
          loading={props.domainsLoading}
          disabled={!canEdit || !props.canEditCategory}
          onChange={props.onCategoryChange}
        />
      </Form.Item>
      {domain && (
        <>
          <RequiredSetTabs
            sets={domain.required_sets}
            active={props.setIndex}
            onChange={props.onSetIndexChange}
            disabled={!canEdit}
          />
          <IncidentFields
            visible={visible}
            required={required}
            disabled={!canEdit}
            showShared={props.isNew}
          />
        </>
      )}
    </Form>
  );
}
