// The CSP origins derived from a tile URL template: exact, never wider than the template.
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAP_TILES, tileOrigins } from './map-tiles.ts';

describe('tileOrigins', () => {
  it('gives the one origin of the default OpenStreetMap template', () => {
    expect(tileOrigins(DEFAULT_MAP_TILES.url, DEFAULT_MAP_TILES.subdomains)).toEqual([
      'https://tile.openstreetmap.org',
    ]);
  });

  it('keeps a port and lower-cases the host', () => {
    expect(tileOrigins('http://Tiles.Example.test:8080/osm/{z}/{x}/{y}.png', '')).toEqual([
      'http://tiles.example.test:8080',
    ]);
  });

  it('lists one origin per subdomain letter instead of a wildcard', () => {
    expect(tileOrigins('https://{s}.tile.example.test/{z}/{x}/{y}{r}.png', 'abca')).toEqual([
      'https://a.tile.example.test',
      'https://b.tile.example.test',
      'https://c.tile.example.test',
    ]);
  });

  it('refuses templates it cannot pin down', () => {
    expect(() => tileOrigins('https://tile.example.test/{z}/{x}.png', '')).toThrow(/\{y\}/);
    expect(() => tileOrigins('ftp://tile.example.test/{z}/{x}/{y}.png', '')).toThrow(/http/);
    expect(() => tileOrigins('//tile.example.test/{z}/{x}/{y}.png', '')).toThrow(/http/);
    expect(() => tileOrigins('https://{s}.tile.example.test/{z}/{x}/{y}.png', '')).toThrow(/\{s\}/);
    expect(() => tileOrigins('https://tiles-{s}.example.test/{z}/{x}/{y}.png', 'abc')).toThrow(/\{s\}/);
    expect(() => tileOrigins('https://tile.example.test:{p}/{z}/{x}/{y}.png', '')).toThrow();
  });
});
