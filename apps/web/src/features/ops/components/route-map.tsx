// A read-only map of an order's pickup and drop points (lazy chunk; works without tiles).
import 'leaflet/dist/leaflet.css';
import type { PlaceLocation } from '@motomitra/domain/places';
import L from 'leaflet';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';
import { useEffect } from 'react';
import { MapContainer, Marker, TileLayer, Tooltip, useMap } from 'react-leaflet';
import { site } from '../../../app/site.ts';

const ICON = L.icon({
  iconUrl,
  iconRetinaUrl,
  shadowUrl,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  shadowSize: [41, 41],
});

function Fit({ points }: { points: [number, number][] }) {
  const map = useMap();
  useEffect(() => {
    map.fitBounds(L.latLngBounds(points).pad(0.3), { animate: false, maxZoom: 15 });
    return () => {
      map.stop();
    };
  }, [map, points]);
  return null;
}

export default function RouteMap(props: {
  pickup: PlaceLocation;
  drop: PlaceLocation;
  label: string;
  pickupLabel: string;
  dropLabel: string;
}) {
  const pickup: [number, number] = [props.pickup.coordinates.lat, props.pickup.coordinates.lng];
  const drop: [number, number] = [props.drop.coordinates.lat, props.drop.coordinates.lng];
  const points = [pickup, drop];
  return (
    <section className="route-map" aria-label={props.label}>
      <MapContainer className="place-map__map" center={pickup} zoom={13} scrollWheelZoom={false}>
        <TileLayer
          url={site.mapTiles.url}
          {...(site.mapTiles.subdomains ? { subdomains: site.mapTiles.subdomains } : {})}
        />
        <Marker position={pickup} icon={ICON} alt={props.pickupLabel} title={props.pickupLabel}>
          <Tooltip>{props.pickupLabel}</Tooltip>
        </Marker>
        <Marker position={drop} icon={ICON} alt={props.dropLabel} title={props.dropLabel}>
          <Tooltip>{props.dropLabel}</Tooltip>
        </Marker>
        <Fit points={points} />
      </MapContainer>
    </section>
  );
}
