import 'leaflet/dist/leaflet.css';
import { useEffect } from 'react';
import { CircleMarker, MapContainer, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { roundCoordinate } from '@afx/domain';

/** Kyiv: where the map opens when there is no position yet. */
export const UKRAINE_CENTRE: GeoPoint = [50.4501, 30.5234];

export type GeoPoint = [number, number];

export interface GeoMapProps {
  tileUrl: string;
  /** The position being set (an ATM's, a new geodata point's); the map centres on it. */
  position: GeoPoint | null;
  /** Other places shown beside it, smaller (a reply's other geodata points). */
  points?: readonly GeoPoint[];
  /** A click on the map sets the position (6 decimals, as the form takes them). */
  onPick?: (latitude: number, longitude: number) => void;
}

function ClickToPick({ onPick }: { onPick: (latitude: number, longitude: number) => void }) {
  useMapEvents({
    click: (event) => onPick(roundCoordinate(event.latlng.lat), roundCoordinate(event.latlng.lng)),
  });
  return null;
}

/** Follows coordinates typed into the form. */
function FollowPosition({ position }: { position: GeoPoint | null }) {
  const map = useMap();
  const [latitude, longitude] = position ?? [null, null];
  useEffect(() => {
    if (latitude !== null && longitude !== null)
      map.setView([latitude, longitude], Math.max(map.getZoom(), 14));
  }, [map, latitude, longitude]);
  return null;
}

/**
 * A geo position on a map (the ATM directory's, the Crime Check reply's geodata), with other points
 * beside it; import it lazily, only when a dialog shows a map (leaflet is large).
 */
export function GeoMap({ tileUrl, position, points = [], onPick }: GeoMapProps) {
  return (
    <MapContainer
      center={position ?? UKRAINE_CENTRE}
      zoom={position ? 14 : 6}
      style={{ height: 240, width: '100%' }}
      scrollWheelZoom={false}
    >
      <TileLayer url={tileUrl} />
      {points.map((point, index) => (
        <CircleMarker key={`${point[0]}:${point[1]}:${index}`} center={point} radius={5} color="#8c8c8c" />
      ))}
      {position ? <CircleMarker center={position} radius={8} /> : null}
      <FollowPosition position={position} />
      {onPick ? <ClickToPick onPick={onPick} /> : null}
    </MapContainer>
  );
}
