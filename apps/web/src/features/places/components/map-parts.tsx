// What every map of the app shares: Leaflet's pin, served from our own origin, and the configured tile layer with
// the attribution its licence asks for (OpenStreetMap's requires it on every map that shows its tiles).
import 'leaflet/dist/leaflet.css';
import './map-parts.css';
import L from 'leaflet';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
// Imported as assets so they load from our own origin (the CSP allows images from 'self' and the tile origin only).
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';
import { useLayoutEffect } from 'react';
import { TileLayer, useMap } from 'react-leaflet';
import { site } from '../../../components/site.ts';

export const PIN_ICON = L.icon({
  iconUrl,
  iconRetinaUrl,
  shadowUrl,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  tooltipAnchor: [16, -28],
  shadowSize: [41, 41],
});

const escapeHtml = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** Leaflet takes attribution as HTML: the configured text, escaped, linked to the OSM licence when it names OSM. */
function attributionHtml(text: string): string {
  const safe = escapeHtml(text);
  return /openstreetmap/i.test(text) ? `<a href="https://www.openstreetmap.org/copyright">${safe}</a>` : safe;
}

/** The server's configured tiles with their attribution; `onTileError` hears of tiles that did not load. */
export function SiteTileLayer(props: { onTileError?: () => void }) {
  const tiles = site.mapTiles;
  return (
    <TileLayer
      url={tiles.url}
      attribution={attributionHtml(tiles.attribution)}
      {...(tiles.subdomains ? { subdomains: tiles.subdomains } : {})}
      {...(props.onTileError ? { eventHandlers: { tileerror: props.onTileError } } : {})}
    />
  );
}

/**
 * Stops a running pan or zoom when the map goes. MapContainer removes the map in a passive effect cleanup, which React
 * runs parent first: a child's passive `map.stop()` would meet a removed map ('_leaflet_pos' of undefined) and break
 * the page being navigated to. A layout cleanup runs before any passive one, while the map still stands.
 */
export function useStopOnUnmount(): void {
  const map = useMap();
  useLayoutEffect(
    () => () => {
      map.stop();
    },
    [map],
  );
}
