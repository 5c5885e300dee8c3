import { COORDINATE_INPUT_DECIMALS, parseCoordinate } from '@afx/domain';
import type { GeoPoint } from '../../../components/map/GeoMap';
import type { CrcGeodataPoint } from '../api/types';

/** A coordinate as shown and typed: 6 decimals (stored with up to 9). */
export function coordinateText(value: number | string): string {
  const parsed = parseCoordinate(value);
  return parsed === null ? String(value) : parsed.toFixed(COORDINATE_INPUT_DECIMALS);
}

/** The points that have both coordinates in range, for the map. */
export function mapPointsOf(points: readonly CrcGeodataPoint[]): GeoPoint[] {
  return points.flatMap((point) => {
    const lat = parseCoordinate(point.lat);
    const lon = parseCoordinate(point.lon);
    return lat !== null && lon !== null && Math.abs(lat) <= 90 && Math.abs(lon) <= 180
      ? [[lat, lon] as GeoPoint]
      : [];
  });
}
