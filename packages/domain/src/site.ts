// Site settings the server hands to the SPA inside index.html (brand, former brand, support phone, map tiles).
import { z } from 'zod';
import { MapTilesSchema } from './map-tiles.ts';

export const SiteSchema = z.object({
  brandName: z.string(),
  formerBrandName: z.string(),
  supportPhone: z.string(),
  mapTiles: MapTilesSchema,
});
export type Site = z.infer<typeof SiteSchema>;

export const SITE_META_NAME = 'mm:site';

/** A tel: URI for a displayed phone number ("+91 712 555 0100" → "tel:+917125550100"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+0-9]/g, '')}`;
}
