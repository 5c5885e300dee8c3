import 'leaflet/dist/leaflet.css';
import { useEffect } from 'react';
import { CircleMarker, MapContainer, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { roundCoordinate } from '@afx/domain';

/** Kyiv: where the map opens when the ATM has no position yet. */
const UKRAINE_CENTRE: [number, number] = [50.4501, 30.5234];

export interface AtmMapProps {
  tileUrl: string;
  position: [number, number] | null;
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
function FollowPosition({ position }: { position: [number, number] | null }) {
  const map = useMap();
  const [latitude, longitude] = position ?? [null, null];
  useEffect(() => {
    if (latitude !== null && longitude !== null)
      map.setView([latitude, longitude], Math.max(map.getZoom(), 14));
  }, [map, latitude, longitude]);
  return null;
}

/** The ATM's geo position on a map; loaded only when the dialog shows one (leaflet is large). */
export function AtmMap({ tileUrl, position, onPick }: AtmMapProps) {
  return (
    <MapContainer
      center={position ?? UKRAINE_CENTRE}
      zoom={position ? 14 : 6}
      style={{ height: 240, width: '100%' }}
      scrollWheelZoom={false}
    >
      <TileLayer url={tileUrl} />
      {position ? <CircleMarker center={position} radius={8} /> : null}
      <FollowPosition position={position} />
      {onPick ? <ClickToPick onPick={onPick} /> : null}
    </MapContainer>
  );
}
