// `npm ci` installs nothing that asks for a newer Node than the README's: every package the lock
// holds accepts the lowest Node of package.json's engines, so npm prints no EBADENGINE warning on it. The overrides in
// package.json keep cookie and content-disposition on versions that say they run on Node 20.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const json = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));
// npm's own range rules (semver comes with fastify), typed for the two calls used here.
const semver = createRequire(import.meta.url)('semver') as {
  minVersion(range: string): { version: string } | null;
  satisfies(version: string, range: string): boolean;
};

type Locked = { version?: string; engines?: unknown };

describe('the Node versions the installed packages ask for', () => {
  it('include the lowest one the shop supports', () => {
    const floor = semver.minVersion(json('package.json').engines.node)?.version;
    expect(floor).toBe('20.19.0');
    const packages = Object.entries(json('package-lock.json').packages as Record<string, Locked>);
    expect(packages.length).toBeGreaterThan(100);
    const refusing = packages.flatMap(([where, p]) => {
      const node = (p.engines as { node?: unknown } | undefined)?.node;
      return typeof node === 'string' && !semver.satisfies(floor ?? '', node) ? [`${where}@${p.version}: ${node}`] : [];
    });
    expect(refusing).toEqual([]);
  });
});
