// A read-only map of an order's pickup and drop points (lazy chunk; works without tiles).
import type { PlaceLocation } from '@motomitra/domain/places';
import L from 'leaflet';
import { useEffect } from 'react';
import { MapContainer, Marker, Tooltip, useMap } from 'react-leaflet';
import { PIN_ICON, SiteTileLayer, useStopOnUnmount } from '../../places/components/map-parts.tsx';

/** Fits both points in view when they change, not on every render (an operator's pan and zoom stay). */
function Fit({ pickup, drop }: { pickup: [number, number]; drop: [number, number] }) {
  const map = useMap();
  useStopOnUnmount();
  const [pickupLat, pickupLng] = pickup;
  const [dropLat, dropLng] = drop;
  useEffect(() => {
    map.fitBounds(
      L.latLngBounds([
        [pickupLat, pickupLng],
        [dropLat, dropLng],
      ]).pad(0.3),
      { animate: false, maxZoom: 15 },
    );
  }, [map, pickupLat, pickupLng, dropLat, dropLng]);
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
  return (
    <section className="route-map" aria-label={props.label}>
      <MapContainer className="place-map__map" center={pickup} zoom={13} scrollWheelZoom={false}>
        <SiteTileLayer />
        <Marker position={pickup} icon={PIN_ICON} alt={props.pickupLabel} title={props.pickupLabel}>
          <Tooltip>{props.pickupLabel}</Tooltip>
        </Marker>
        <Marker position={drop} icon={PIN_ICON} alt={props.dropLabel} title={props.dropLabel}>
          <Tooltip>{props.dropLabel}</Tooltip>
        </Marker>
        <Fit pickup={pickup} drop={drop} />
      </MapContainer>
    </section>
  );
}
