import { Alert } from 'antd';
import type { CategoryDomain } from '../api/incidentTypes';
import { useDomainText } from '../useDomainText';
import { useFieldLabel } from '../useFieldLabel';
import { filledHiddenFields, type IncidentFormValues } from './incidentFormValues';

/**
 * Values the chosen category does not take (a row of an uploaded sheet, or a category changed after
 * filling): named with 'field not available for this category', since they are not saved.
 */
export function HiddenFieldsNotice({
  values,
  domain,
}: {
  values: IncidentFormValues | undefined;
  domain: CategoryDomain | undefined;
}) {
  const { text } = useDomainText();
  const label = useFieldLabel();
  if (!values || !domain) return null;
  const hidden = filledHiddenFields(values, new Set(domain.fields));
  if (hidden.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title={`${text('field_not_available_for_category')}: ${hidden.map(label).join(', ')}`}
    />
  );
}
