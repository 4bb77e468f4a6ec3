// Map tile settings: where the pickup/drop map's tiles come from, and the exact origins the CSP must allow for them.
// No zod here: the web's first screen imports this module.

/** Where the map's tiles come from (handed to the web with the site settings in every page). */
export type MapTiles = {
  /** A Leaflet tile URL template: {z}/{x}/{y}, optionally {s} (the whole first host label) and {r}. */
  url: string;
  /** Letters that replace {s}, such as 'abc'; empty when the URL has no {s}. */
  subdomains: string;
  /** Plain text shown in the map corner; tile providers require it. */
  attribution: string;
};

export const DEFAULT_MAP_TILES: MapTiles = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  subdomains: '',
  attribution: '© OpenStreetMap contributors',
};

/**
 * The exact origins tiles load from, for the Content-Security-Policy img-src: one per subdomain letter when the
 * host has {s}. Throws on a template that is not an http(s) URL with {z}, {x} and {y}, or that has {…} in the port.
 */
export function tileOrigins(template: string, subdomains: string): string[] {
  for (const part of ['{z}', '{x}', '{y}']) {
    if (!template.includes(part)) throw new Error(`the tile URL must contain ${part}`);
  }
  const match = /^(https?):\/\/([^/?#]+)(?:[/?#]|$)/i.exec(template);
  if (!match) throw new Error('the tile URL must start with http:// or https://');
  const scheme = (match[1] as string).toLowerCase();
  const host = (match[2] as string).toLowerCase();
  const hosts = host.includes('{')
    ? host.startsWith('{s}.') && !host.slice(4).includes('{')
      ? [...new Set(subdomains)].map((letter) => `${letter}${host.slice(3)}`)
      : null
    : [host];
  if (!hosts || hosts.length === 0) {
    throw new Error('{s} must be the first part of the tile host, with subdomain letters given');
  }
  return hosts.map((h) => {
    const origin = new URL(`${scheme}://${h}`).origin;
    if (origin === 'null') throw new Error('the tile URL has no valid host');
    return origin;
  });
}
