import { DeleteOutlined, HistoryOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Col, Divider, Form, Input, Modal, Popconfirm, Radio, Row } from 'antd';
import { useState } from 'react';
import { applyServerFieldErrors } from '../../components/form';
import { HistoryDrawer } from '../../components/history';
import { RecordFooter } from '../../components/record';
import { NOTICE_SECONDS } from './notices';
import { FormatFieldList } from './FormatFieldList';
import {
  checkFormat,
  FORMAT_DIALOG_WIDTH_PX,
  formFieldOfServerPath,
  type FormatFormValues,
} from './formatForm';
import { FormatLayoutFields } from './FormatLayoutFields';
import { FormatPreview } from './FormatPreview';
import { formatFieldRule, uniqueTitleRule } from './formatRules';
import { MappingEditor } from './MappingEditor';
import { smartFormatApi, type FormatRow, type FormatScope } from './smartFormatApi';
import { useFormatHistoryLabels } from './useFormatHistoryLabels';
import { useSmartFormatsTranslation } from './useSmartFormatsTranslation';

export interface FormatDialogProps {
  scope: FormatScope;
  /** 0 for a new format (create mode), else the stored format's n (edit mode). */
  n: number;
  /** The stored title (edit), for the dialog's and the history's title. */
  storedTitle?: string;
  initialValues: FormatFormValues;
  /** The issuer's listed formats: the title must be unique among them apart from itself. */
  listed: readonly FormatRow[];
  onClose: () => void;
  /** The format was saved or deleted: the list reloads. */
  onChanged: () => void;
}

/**
 * The format dialog (spec 3 §2.5, §4, §5): title, status, the ordered columns, the date, time and
 * separators, the decimal mark and the term-type and tran-type mappings, checked with the domain's
 * rules; add or update, cancel, history and delete (existing formats). A failed save keeps it open.
 */
export function FormatDialog({
  scope,
  n,
  storedTitle,
  initialValues,
  listed,
  onClose,
  onChanged,
}: FormatDialogProps) {
  const { t, tm } = useSmartFormatsTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<FormatFormValues>();
  const [historyOpen, setHistoryOpen] = useState(false);
  const labels = useFormatHistoryLabels();
  const existing = n !== 0;

  const save = useMutation({
    mutationFn: async (values: FormatFormValues) => {
      const { format } = checkFormat(values, n);
      if (!format) throw new Error('format does not pass the rules it was validated with');
      return existing ? smartFormatApi.update(scope, n, format) : smartFormatApi.create(scope, format);
    },
    onSuccess: () => {
      void message.success(
        tm(existing ? 'updated_successfully' : 'created_successfully'),
        NOTICE_SECONDS.success,
      );
      onChanged();
      onClose();
    },
    onError: (error) => applyServerFieldErrors(form, error, formFieldOfServerPath),
  });
  const remove = useMutation({
    mutationFn: () => smartFormatApi.remove(scope, n),
    onSuccess: () => {
      void message.success(tm('deleted_successfully'), NOTICE_SECONDS.success);
      onChanged();
      onClose();
    },
  });
  const confirm = () => {
    form
      .validateFields()
      .then(() => save.mutate(form.getFieldsValue(true)))
      .catch(() => undefined);
  };

  return (
    <Modal
      open
      width={FORMAT_DIALOG_WIDTH_PX}
      title={existing ? t('dialog.titleEdit', { title: storedTitle ?? '' }) : t('dialog.titleNew')}
      onCancel={onClose}
      mask={{ closable: false }}
      footer={
        <RecordFooter
          start={
            existing ? (
              <>
                <Popconfirm
                  title={tm('delete_format_confirm')}
                  okText={t('dialog.delete')}
                  cancelText={t('dialog.cancel')}
                  okButtonProps={{ danger: true }}
                  // A failure has been shown by the HTTP client; the dialog stays open.
                  onConfirm={() => remove.mutateAsync().catch(() => undefined)}
                >
                  <Button danger icon={<DeleteOutlined aria-hidden />} loading={remove.isPending}>
                    {t('dialog.delete')}
                  </Button>
                </Popconfirm>
                <Button icon={<HistoryOutlined aria-hidden />} onClick={() => setHistoryOpen(true)}>
                  {t('dialog.history')}
                </Button>
              </>
            ) : null
          }
          closeLabel={t('dialog.cancel')}
          onClose={onClose}
          primary={{
            label: existing ? t('dialog.update') : t('dialog.add'),
            loading: save.isPending,
            onClick: confirm,
          }}
        />
      }
    >
      <Form<FormatFormValues> name="smartFormat" form={form} layout="vertical" initialValues={initialValues}>
        <Row gutter={16}>
          <Col span={16}>
            <Form.Item
              name="title"
              label={t('dialog.title')}
              required
              validateTrigger="onBlur"
              rules={[formatFieldRule('title', n, tm), uniqueTitleRule(listed, n, tm)]}
            >
              <Input aria-label={t('dialog.title')} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="disable" label={t('dialog.status')}>
              <Radio.Group
                aria-label={t('dialog.status')}
                options={[
                  { value: false, label: t('dialog.active') },
                  { value: true, label: t('dialog.inactive') },
                ]}
              />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={24}>
          <Col span={10}>
            <Form.Item
              name="fields"
              label={t('dialog.fields')}
              required
              rules={[formatFieldRule('fields', n, tm)]}
            >
              <FormatFieldList />
            </Form.Item>
          </Col>
          <Col span={14}>
            <FormatLayoutFields n={n} />
            <Form.Item
              name="term_types"
              label={t('dialog.termTypes')}
              rules={[formatFieldRule('term_types', n, tm)]}
            >
              <MappingEditor kind="term" />
            </Form.Item>
            <Form.Item
              name="tran_types"
              label={t('dialog.tranTypes')}
              rules={[formatFieldRule('tran_types', n, tm)]}
            >
              <MappingEditor kind="tran" />
            </Form.Item>
          </Col>
        </Row>
      </Form>
      <Divider />
      <FormatPreview form={form} n={n} />
      {existing ? (
        <HistoryDrawer
          open={historyOpen}
          onClose={() => setHistoryOpen(false)}
          title={t('dialog.historyOf', { title: storedTitle ?? '' })}
          load={() => smartFormatApi.history(scope, n)}
          actionLabel={labels.actionLabel}
          fieldLabel={labels.fieldLabel}
          width="50%"
        />
      ) : null}
    </Modal>
  );
}
