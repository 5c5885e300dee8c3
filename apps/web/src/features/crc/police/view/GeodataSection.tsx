import { Flex, Spin, Table, Typography } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { useMapTileUrl } from '../../../../components/map/useMapTileUrl';
import type { GeodataPoint } from '../api/policeTypes';
import { timeText } from '../requestText';
import { usePoliceTranslation } from '../usePoliceTranslation';

const GeoPointsMap = lazy(() =>
  import('../../../../components/map/GeoPointsMap').then((module) => ({
    default: module.GeoPointsMap,
  })),
);

/** Six decimals shown (nine stored: spec 2 §3.12). */
const coordinate = (value: number): string => value.toFixed(6);

/** The reply's authorisation places: a table, and the same points on the map when one is configured. */
export function GeodataSection({ geodata }: { geodata: readonly GeodataPoint[] }) {
  const { t } = usePoliceTranslation();
  const { tileUrl, loading } = useMapTileUrl();
  const points = useMemo(
    () => geodata.map((point) => ({ lat: point.lat, lon: point.lon, label: timeText(point.date_time) })),
    [geodata],
  );
  return (
    <Flex vertical gap="small" data-testid="reply-geodata">
      <Table
        size="small"
        pagination={false}
        aria-label={t('view.geodata')}
        rowKey={(_, index) => String(index)}
        dataSource={[...geodata]}
        columns={[
          { key: 'time', title: t('view.geodataTime'), render: (_, point) => timeText(point.date_time) },
          { key: 'lat', title: t('view.lat'), render: (_, point) => coordinate(point.lat) },
          { key: 'lon', title: t('view.lon'), render: (_, point) => coordinate(point.lon) },
        ]}
      />
      {loading ? null : tileUrl ? (
        <Suspense fallback={<Spin />}>
          <GeoPointsMap tileUrl={tileUrl} points={points} />
        </Suspense>
      ) : (
        <Typography.Text type="secondary">{t('view.noMap')}</Typography.Text>
      )}
    </Flex>
  );
}
