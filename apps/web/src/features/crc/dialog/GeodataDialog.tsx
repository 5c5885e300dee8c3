import { COORDINATE_INPUT_DECIMALS, geodataEntrySchema, validate } from '@afx/domain';
import { Col, Form, Input, Modal, Row } from 'antd';
import type { CrcGeodataPoint } from '../api/types';
import { useCrcTranslation } from '../useCrcTranslation';
import { coordinateText, geoPointOf, mapPointsOf } from './geodata';
import { GeodataMap } from './GeodataMap';

interface GeodataDialogProps {
  /** The point being edited; a new one when null. */
  initial: CrcGeodataPoint | null;
  /** The reply's other points, shown on the map beside this one. */
  others: readonly CrcGeodataPoint[];
  onSave: (point: CrcGeodataPoint) => void;
  onCancel: () => void;
}

type FormValues = { date_time?: string; lat?: string; lon?: string };
const FIELDS = ['date_time', 'lat', 'lon'] as const;

/**
 * A mobile-app authorisation place (spec 2 §2.7, §3.12): time, latitude and longitude, typed or
 * placed with a click on the map; checked by the domain's geodata rule.
 */
export function GeodataDialog({ initial, others, onSave, onCancel }: GeodataDialogProps) {
  const { t, tm } = useCrcTranslation();
  const [form] = Form.useForm<FormValues>();
  const lat = Form.useWatch('lat', form);
  const lon = Form.useWatch('lon', form);
  const position = geoPointOf(lat ?? '', lon ?? '');

  const save = () => {
    const values = form.getFieldsValue(true) as FormValues;
    const checked = validate(geodataEntrySchema, {
      date_time: values.date_time?.trim() ?? '',
      lat: values.lat ?? '',
      lon: values.lon ?? '',
    });
    form.setFields(FIELDS.map((name) => ({ name, errors: [] })));
    if (!checked.success) {
      form.setFields(
        checked.errors.map((error) => ({
          name: error.field as (typeof FIELDS)[number],
          errors: [tm(error.key, error.params)],
        })),
      );
      return;
    }
    onSave(checked.data);
  };

  return (
    <Modal
      open
      title={initial ? t('geodata.titleEdit') : t('geodata.titleNew')}
      width="min(960px, 90%)"
      okText={t('geodata.save')}
      cancelText={t('geodata.cancel')}
      onOk={save}
      onCancel={onCancel}
      maskClosable={false}
      destroyOnHidden
    >
      <Form<FormValues>
        form={form}
        layout="vertical"
        name="crc_geodata"
        initialValues={
          initial
            ? {
                date_time: initial.date_time,
                lat: coordinateText(initial.lat),
                lon: coordinateText(initial.lon),
              }
            : {}
        }
      >
        <Row gutter={12}>
          <Col xs={24} md={8}>
            <Form.Item name="date_time" label={t('geodata.time')} extra="dd.MM.yyyy HH:mm:ss">
              <Input allowClear autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item name="lat" label={t('geodata.lat')}>
              <Input inputMode="decimal" autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item name="lon" label={t('geodata.lon')}>
              <Input inputMode="decimal" autoComplete="off" />
            </Form.Item>
          </Col>
        </Row>
      </Form>
      <GeodataMap
        position={position}
        points={mapPointsOf(others)}
        onPick={(latitude, longitude) =>
          form.setFieldsValue({
            lat: latitude.toFixed(COORDINATE_INPUT_DECIMALS),
            lon: longitude.toFixed(COORDINATE_INPUT_DECIMALS),
          })
        }
      />
    </Modal>
  );
}
