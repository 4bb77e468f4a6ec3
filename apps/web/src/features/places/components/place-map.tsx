// The picker's Leaflet map, in its own lazily loaded chunk: the city's service area, the chosen spot as a draggable
// pin, and a tap anywhere to move it. Tiles come from the server's configured URL; without tiles the map still works.
import type { City } from '@motomitra/domain/constants';
import type { Coordinates, Place } from '@motomitra/domain/places';
import { SERVICE_AREAS } from '@motomitra/domain/places';
import L from 'leaflet';
import { useEffect, useState } from 'react';
import { AttributionControl, Circle, MapContainer, Marker, useMap, useMapEvents, ZoomControl } from 'react-leaflet';
import { bookingText } from '../../../i18n/en/booking.ts';
import { PIN_ICON, SiteTileLayer, useStopOnUnmount } from './map-parts.tsx';

const CITY_ZOOM = 11;
const PLACE_ZOOM = 15;

type Props = {
  city: City;
  value: Place | null;
  onPick(point: Coordinates): void;
  /** Changes when a pick was refused, to put the dragged pin back on `value`. */
  pinKey: number;
  mapLabel: string;
  pinLabel: string;
};

export default function PlaceMap({ city, value, onPick, pinKey, mapLabel, pinLabel }: Props) {
  const [tilesFailed, setTilesFailed] = useState(false);
  const area = SERVICE_AREAS[city];
  const start = value?.coordinates ?? area.center;
  // Panning stops a little beyond the service area, so the map cannot wander off to another city.
  const bounds = L.latLng(area.center.lat, area.center.lng).toBounds(area.radiusKm * 1000 * 3);

  return (
    <div className="place-map">
      <p className="muted place-map__hint">{bookingText('places.mapHint')}</p>
      <MapContainer
        className="place-map__map"
        center={[start.lat, start.lng]}
        zoom={value ? PLACE_ZOOM : CITY_ZOOM}
        minZoom={9}
        maxBounds={bounds}
        maxBoundsViscosity={0.8}
        scrollWheelZoom={false}
        zoomControl={false}
        attributionControl={false}
      >
        {/* Leaflet's own controls, their names in the page's language (Leaflet writes them in English). */}
        <ZoomControl zoomInTitle={bookingText('places.zoomIn')} zoomOutTitle={bookingText('places.zoomOut')} />
        <AttributionControl
          prefix={`<a href="https://leafletjs.com" title="${bookingText('places.leaflet').replaceAll('"', '&quot;')}">Leaflet</a>`}
        />
        <SiteTileLayer onTileError={() => setTilesFailed(true)} />
        <Circle
          center={[area.center.lat, area.center.lng]}
          radius={area.radiusKm * 1000}
          pathOptions={{ color: '#0847c2', weight: 2, dashArray: '6 6', fill: false, interactive: false }}
        />
        {value && (
          <Marker
            key={`${value.id}:${pinKey}`}
            position={[value.coordinates.lat, value.coordinates.lng]}
            icon={PIN_ICON}
            draggable
            autoPan
            title={pinLabel}
            alt={pinLabel}
            eventHandlers={{
              dragend: (e) => {
                const at = (e.target as L.Marker).getLatLng().wrap();
                onPick({ lat: at.lat, lng: at.lng });
              },
            }}
          />
        )}
        <MapBehaviour city={city} value={value} onPick={onPick} mapLabel={mapLabel} />
      </MapContainer>
      {tilesFailed && <p className="muted place-map__note">{bookingText('places.tilesFailed')}</p>}
    </div>
  );
}

/** Names the map for assistive technology, follows the chosen place, and turns a tap into a pick. */
function MapBehaviour({ city, value, onPick, mapLabel }: Pick<Props, 'city' | 'value' | 'onPick' | 'mapLabel'>) {
  const map = useMap();
  useMapEvents({
    click: (e) => {
      const at = e.latlng.wrap();
      onPick({ lat: at.lat, lng: at.lng });
    },
  });

  // Leaving the page mid-animation would let Leaflet touch a removed map ('_leaflet_pos'): stop first.
  useStopOnUnmount();

  useEffect(() => {
    const el = map.getContainer();
    el.setAttribute('role', 'region');
    el.setAttribute('aria-label', mapLabel);
  }, [map, mapLabel]);

  const lat = value?.coordinates.lat;
  const lng = value?.coordinates.lng;
  useEffect(() => {
    if (lat !== undefined && lng !== undefined) {
      // A place found by search is shown close up; a spot tapped on a close-up map stays where it is.
      const visible = map.getBounds().contains([lat, lng]) && map.getZoom() >= PLACE_ZOOM - 2;
      if (!visible) map.setView([lat, lng], Math.max(map.getZoom(), PLACE_ZOOM), { animate: false });
    } else {
      const { center } = SERVICE_AREAS[city];
      map.setView([center.lat, center.lng], CITY_ZOOM, { animate: false });
    }
  }, [map, city, lat, lng]);

  return null;
}
