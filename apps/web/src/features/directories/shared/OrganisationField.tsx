import { LOOKUP_PAGE_SIZES } from '@afx/domain';
import { Form, Input, type FormRule } from 'antd';
import { RemoteSelect, type RemoteOption } from '../../../components/remote-select';
import type { OrganisationPick } from './directoryTypes';
import { useDirectoriesTranslation } from './useDirectoriesTranslation';

interface OrganisationFieldProps {
  /** 'Issuer name', 'Acquirer name'. */
  label: string;
  /** The directory's /organization/list. */
  url: string;
  rule: FormRule;
  /** The record's organisation, or the one a new record starts with. */
  initialOption: RemoteOption;
  disabled: boolean;
  /** The organisation's contact e-mail below, read-only (not on create). */
  showContact: boolean;
}

/** The organisation of a BIN or an ATM (org_id) and its contact e-mail (spec 3 §2.2, §2.3). */
export function OrganisationField({
  label,
  url,
  rule,
  initialOption,
  disabled,
  showContact,
}: OrganisationFieldProps) {
  const { t } = useDirectoriesTranslation();
  const form = Form.useFormInstance();
  return (
    <>
      <Form.Item name="org_id" label={label} required rules={[rule]}>
        <RemoteSelect<OrganisationPick>
          url={url}
          pageSize={LOOKUP_PAGE_SIZES.directories}
          initialOption={initialOption}
          disabled={disabled}
          aria-label={label}
          mapOption={(item) => ({ value: item.id, label: item.name, detail: item.monitoring_email })}
          // The dialog resets the contact with the organisation; the new one's e-mail is known here.
          onChange={(_id, option) => {
            if (showContact) form.setFieldValue('contact', option?.detail ?? '');
          }}
        />
      </Form.Item>
      {showContact ? (
        <Form.Item name="contact" label={t('common.contact')}>
          <Input readOnly variant="filled" />
        </Form.Item>
      ) : null}
    </>
  );
}
