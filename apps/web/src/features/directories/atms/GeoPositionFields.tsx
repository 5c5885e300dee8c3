import { atmRecordSchema, parseCoordinate } from '@afx/domain';
import { Alert, Col, Form, Input, Row, Spin, type FormInstance } from 'antd';
import { lazy, Suspense } from 'react';
import { domainFieldRule } from '../shared/domainFieldRule';
import { useDirectoriesTranslation } from '../shared/useDirectoriesTranslation';
import { toAtmRecord, type AtmFormValues } from './atmForm';
import { useMapTileUrl } from '../../../components/map/useMapTileUrl';

const GeoMap = lazy(() =>
  import('../../../components/map/GeoMap').then((module) => ({ default: module.GeoMap })),
);

/** Both coordinates when they are numbers other than 0 (0 is "not set"). */
function positionOf(latitude: string | undefined, longitude: string | undefined): [number, number] | null {
  const lat = parseCoordinate(latitude ?? '');
  const lng = parseCoordinate(longitude ?? '');
  return lat && lng && Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? [lat, lng] : null;
}

/**
 * Geo position: latitude −90..90 and longitude −180..180 with 6 decimals (the domain's
 * geographic ranges, docs/decisions/0020-atm-geo-ranges.md), on a map when a tile server is configured.
 */
export function GeoPositionFields({
  form,
  editable,
}: {
  form: FormInstance<AtmFormValues>;
  editable: boolean;
}) {
  const { t, tm } = useDirectoriesTranslation();
  const { tileUrl, loading } = useMapTileUrl();
  const latitude = Form.useWatch('latitude', form);
  const longitude = Form.useWatch('longitude', form);
  const rule = (field: string) => domainFieldRule(atmRecordSchema, toAtmRecord, field, tm);
  const position = positionOf(latitude, longitude);
  return (
    <Form.Item label={t('atms.geoPosition')} style={{ marginBottom: 0 }}>
      <Row gutter={8}>
        <Col span={12}>
          <Form.Item name="latitude" label={t('atms.latitude')} rules={[rule('latitude')]}>
            <Input inputMode="decimal" disabled={!editable} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="longitude" label={t('atms.longitude')} rules={[rule('longitude')]}>
            <Input inputMode="decimal" disabled={!editable} autoComplete="off" />
          </Form.Item>
        </Col>
      </Row>
      {loading ? null : tileUrl ? (
        <Suspense fallback={<Spin aria-label={t('atms.mapLoading')} />}>
          <div role="group" aria-label={t('atms.geoPosition')}>
            <GeoMap
              tileUrl={tileUrl}
              position={position}
              onPick={
                editable
                  ? (lat, lng) => {
                      form.setFieldsValue({ latitude: String(lat), longitude: String(lng) });
                      void form.validateFields(['latitude', 'longitude']).catch(() => undefined);
                    }
                  : undefined
              }
            />
          </div>
          {editable ? <Alert type="info" title={t('atms.mapHint')} style={{ marginTop: 8 }} /> : null}
        </Suspense>
      ) : (
        <Alert type="info" showIcon title={t('atms.mapUnavailable')} style={{ marginBottom: 16 }} />
      )}
    </Form.Item>
  );
}
