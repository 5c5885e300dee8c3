import { DownloadOutlined, ImportOutlined, PlusOutlined } from '@ant-design/icons';
import { LOOKUP_PAGE_SIZES } from '@afx/domain';
import { Button, Flex, Form, Switch } from 'antd';
import { RemoteSelect, type RemoteOption } from '../../components/remote-select';
import type { FormatFilterValues } from './formatFilter';
import { SMART_PATHS } from './smartFormatApi';
import { useSmartFormatsTranslation } from './useSmartFormatsTranslation';

interface FormatFiltersProps {
  values: FormatFilterValues;
  issuerOption: RemoteOption | null;
  /** Without the extra permission the issuer is the user's own organisation. */
  issuerLocked: boolean;
  /** Import is offered with the extra permission. */
  canImport: boolean;
  onChange: (values: FormatFilterValues, issuer?: RemoteOption | null) => void;
  onAdd: () => void;
  onImport: () => void;
  /** Saves the exported format as a JSON file; none until an export loaded one. */
  onDownload?: () => void;
}

/** The filter bar (spec 3 §2.5): the issuer picker and any status / active only, then add and import. */
export function FormatFilters(props: FormatFiltersProps) {
  const { t } = useSmartFormatsTranslation();
  const { values } = props;
  return (
    <Flex wrap gap="middle" align="center" justify="space-between">
      <Form layout="inline" name="smartFormatFilter">
        <Form.Item label={t('page.issuer')} required>
          <RemoteSelect
            url={SMART_PATHS.organisations}
            pageSize={LOOKUP_PAGE_SIZES.setup}
            value={values.issuer_id}
            initialOption={props.issuerOption}
            allowClear={false}
            disabled={props.issuerLocked}
            onChange={(value, option) =>
              props.onChange({ ...values, issuer_id: typeof value === 'number' ? value : null }, option)
            }
            style={{ width: 280, maxWidth: '100%' }}
            aria-label={t('page.issuer')}
          />
        </Form.Item>
        <Form.Item label={t('page.status')}>
          <Switch
            checked={!values.any_status}
            checkedChildren={t('page.activeOnly')}
            unCheckedChildren={t('page.anyStatus')}
            onChange={(activeOnly) => props.onChange({ ...values, any_status: !activeOnly })}
            aria-label={t('page.activeOnly')}
          />
        </Form.Item>
      </Form>
      <Flex gap="small">
        <Button
          icon={<PlusOutlined aria-hidden />}
          onClick={props.onAdd}
          disabled={values.issuer_id === null}
        >
          {t('page.add')}
        </Button>
        {props.canImport ? (
          <Button
            icon={<ImportOutlined aria-hidden />}
            onClick={props.onImport}
            disabled={values.issuer_id === null}
          >
            {t('page.import')}
          </Button>
        ) : null}
        {props.onDownload ? (
          <Button icon={<DownloadOutlined aria-hidden />} onClick={props.onDownload}>
            {t('page.downloadJson')}
          </Button>
        ) : null}
      </Flex>
    </Flex>
  );
}
