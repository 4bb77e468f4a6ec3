// Site settings handed over by the server in index.html (brand, former brand, support phone, map tiles), with dev defaults.
import { DEFAULT_MAP_TILES } from '@motomitra/domain/map-tiles';
import { SITE_META_NAME, type Site, SiteSchema } from '@motomitra/domain/site';

const DEFAULTS: Site = {
  brandName: 'MotoMitra',
  formerBrandName: 'BikeSeva',
  supportPhone: '+91 712 555 0100',
  mapTiles: DEFAULT_MAP_TILES,
};

function read(): Site {
  const content = document.querySelector(`meta[name="${SITE_META_NAME}"]`)?.getAttribute('content');
  if (!content) return DEFAULTS;
  try {
    return SiteSchema.parse(JSON.parse(content));
  } catch {
    return DEFAULTS;
  }
}

export const site: Site = read();
