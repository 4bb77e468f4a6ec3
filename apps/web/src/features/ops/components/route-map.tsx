// A read-only map of an order's pickup and drop points (lazy chunk; works without tiles).
import type { PlaceLocation } from '@motomitra/domain/places';
import L from 'leaflet';
import { useEffect } from 'react';
import { MapContainer, Marker, Tooltip, useMap } from 'react-leaflet';
import { SiteTileLayer, useStopOnUnmount } from '../../places/components/map-parts.tsx';

/** A pin with a letter, in its own colour: P for pickup, D for drop, P+D where both are one place. */
function letterPin(letter: string, tone: 'pickup' | 'drop' | 'both') {
  return L.divIcon({
    className: `route-pin route-pin--${tone}`,
    html: `<span aria-hidden="true">${letter}</span>`,
    iconSize: [34, 34],
    iconAnchor: [17, 34],
    tooltipAnchor: [0, -34],
  });
}
const PICKUP_PIN = letterPin('P', 'pickup');
const DROP_PIN = letterPin('D', 'drop');
const BOTH_PIN = letterPin('P+D', 'both');

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
  // Within about 20 m: one place, one pin saying so.
  const same = L.latLng(pickup).distanceTo(L.latLng(drop)) < 20;
  const both = `${props.pickupLabel} · ${props.dropLabel}`;
  return (
    <section className="route-map" aria-label={props.label}>
      <MapContainer className="place-map__map" center={pickup} zoom={13} scrollWheelZoom={false}>
        <SiteTileLayer />
        {same ? (
          <Marker position={pickup} icon={BOTH_PIN} alt={both} title={both}>
            <Tooltip permanent direction="top">
              {both}
            </Tooltip>
          </Marker>
        ) : (
          <>
            <Marker position={pickup} icon={PICKUP_PIN} alt={props.pickupLabel} title={props.pickupLabel}>
              <Tooltip permanent direction="top">
                {props.pickupLabel}
              </Tooltip>
            </Marker>
            <Marker position={drop} icon={DROP_PIN} alt={props.dropLabel} title={props.dropLabel}>
              <Tooltip permanent direction="top">
                {props.dropLabel}
              </Tooltip>
            </Marker>
          </>
        )}
        <Fit pickup={pickup} drop={drop} />
      </MapContainer>
    </section>
  );
}
