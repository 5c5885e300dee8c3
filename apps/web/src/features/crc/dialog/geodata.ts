import { COORDINATE_INPUT_DECIMALS, parseCoordinate } from '@afx/domain';
import type { GeoPoint } from '../../../components/map/GeoMap';
import type { CrcGeodataPoint } from '../api/types';

/** A coordinate as shown and typed: 6 decimals (stored with up to 9). */
export function coordinateText(value: number | string): string {
  const parsed = parseCoordinate(value);
  return parsed === null ? String(value) : parsed.toFixed(COORDINATE_INPUT_DECIMALS);
}

/** A place for the map: both coordinates as numbers within range, else none. */
export function geoPointOf(latitude: number | string, longitude: number | string): GeoPoint | null {
  const lat = parseCoordinate(latitude);
  const lon = parseCoordinate(longitude);
  return lat !== null && lon !== null && Math.abs(lat) <= 90 && Math.abs(lon) <= 180 ? [lat, lon] : null;
}

/** The points that have both coordinates in range, for the map. */
export function mapPointsOf(points: readonly CrcGeodataPoint[]): GeoPoint[] {
  return points.flatMap((point) => {
    const place = geoPointOf(point.lat, point.lon);
    return place ? [place] : [];
  });
}
