// Site settings from the server's configuration (brand, former brand, support phone, map tiles): handed over in every
// page, or set once by the server renderer. The defaults serve the Vite dev server, which renders nothing itself.
import { DEFAULT_MAP_TILES } from '@motomitra/domain/map-tiles';
import type { Site } from '@motomitra/domain/site';

export const site: Site = {
  brandName: 'MotoMitra',
  formerBrandName: 'BikeSeva',
  supportPhone: '+91 712 555 0100',
  mapTiles: DEFAULT_MAP_TILES,
};

export function configureSite(settings: Site): void {
  Object.assign(site, settings);
}
