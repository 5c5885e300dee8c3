import { Alert, Spin } from 'antd';
import { lazy, Suspense } from 'react';
import type { GeoPoint } from '../../../components/map/GeoMap';
import { useMapTileUrl } from '../../../components/map/useMapTileUrl';
import { useCrcTranslation } from '../useCrcTranslation';

const GeoMap = lazy(() =>
  import('../../../components/map/GeoMap').then((module) => ({ default: module.GeoMap })),
);

interface GeodataMapProps {
  /** The point being placed; null shows only the others. */
  position: GeoPoint | null;
  points: readonly GeoPoint[];
  onPick?: (latitude: number, longitude: number) => void;
}

/**
 * The reply's geodata on the ATM directory's map (loaded only when shown); without a configured
 * tile server the coordinates are typed only.
 */
export function GeodataMap({ position, points, onPick }: GeodataMapProps) {
  const { t } = useCrcTranslation();
  const { tileUrl, loading } = useMapTileUrl();
  if (loading) return null;
  if (!tileUrl) return <Alert type="info" showIcon title={t('geodata.mapUnavailable')} />;
  return (
    <Suspense fallback={<Spin />}>
      <div role="group" aria-label={t('geodata.map')}>
        <GeoMap tileUrl={tileUrl} position={position} points={points} onPick={onPick} />
      </div>
      {onPick ? <Alert type="info" title={t('geodata.mapHint')} style={{ marginTop: 8 }} /> : null}
    </Suspense>
  );
}
