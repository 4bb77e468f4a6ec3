// The environment schema: defaults, and a bad value stops start-up with a message naming it.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults for a fresh machine: port 3000, PGlite in ./data', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.database.kind).toBe('pglite');
    if (c.database.kind === 'pglite') expect(c.database.dataDir).toMatch(/[/\\]data$/);
    expect(c.brandName).toBe('MotoMitra');
    expect(c.formerBrandName).toBe('BikeSeva');
    expect(c.sessionSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const c = loadConfig({ DATABASE_URL: 'postgres://u@localhost:5432/db', DATABASE_POOL_SIZE: '5' });
    expect(c.database).toEqual({ kind: 'postgres', url: 'postgres://u@localhost:5432/db', poolSize: 5 });
  });

  it.each([
    ['PORT', { PORT: 'eighty' }],
    ['PORT', { PORT: '70000' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://x' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
    ['SESSION_SECRET', { SESSION_SECRET: 'short' }],
    ['SESSION_SECRET', { NODE_ENV: 'production' }],
    ['SEED_DEMO_DATA', { SEED_DEMO_DATA: 'yes' }],
  ])('names %s when it is bad', (name, env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });
});
