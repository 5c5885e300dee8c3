import 'leaflet/dist/leaflet.css';
import { useEffect } from 'react';
import { CircleMarker, MapContainer, TileLayer, Tooltip, useMap } from 'react-leaflet';
import { UKRAINE_CENTRE } from './GeoMap';

export interface GeoPoint {
  lat: number;
  lon: number;
  /** Shown on hover (the authorisation's time). */
  label?: string;
}


/** Frames every point once the map is there. */
function FitPoints({ points }: { points: readonly GeoPoint[] }) {
  const map = useMap();
  useEffect(() => {
    if (points.length === 1 && points[0]) map.setView([points[0].lat, points[0].lon], 14);
    else if (points.length > 1)
      map.fitBounds(
        points.map((point) => [point.lat, point.lon] as [number, number]),
        { padding: [24, 24] },
      );
  }, [map, points]);
  return null;
}

/**
 * Read-only places on a map (a Crime Check reply's authorisation geodata), the ATM directory's
 * leaflet set-up without picking; import it lazily, only when a screen shows a map (leaflet is large).
 */
export function GeoPointsMap({ tileUrl, points }: { tileUrl: string; points: readonly GeoPoint[] }) {
  return (
    <MapContainer
      center={UKRAINE_CENTRE}
      zoom={6}
      style={{ height: 280, width: '100%' }}
      scrollWheelZoom={false}
    >
      <TileLayer url={tileUrl} />
      {points.map((point, index) => (
        <CircleMarker key={`${point.lat}:${point.lon}:${index}`} center={[point.lat, point.lon]} radius={7}>
          {point.label ? <Tooltip>{point.label}</Tooltip> : null}
        </CircleMarker>
      ))}
      <FitPoints points={points} />
    </MapContainer>
  );
}
